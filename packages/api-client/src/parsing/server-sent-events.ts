export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The events of a text/event-stream body, as they arrive: the answer stream of this API, or a
 * language-model provider's. `onChunk`, told of each piece received and of the text still waiting
 * for the end of its event, may throw to stop reading (a stream too long, or too slow).
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onChunk?: (chunk: Uint8Array, pendingChars: number) => void,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? "";
      onChunk?.(value, buffer.length);
      for (const block of blocks) {
        const event = parseBlock(block);
        if (event) yield event;
      }
    }
    const last = parseBlock(buffer + decoder.decode());
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

/** One event from its lines; undefined for a block with no data (e.g. only comments). */
function parseBlock(block: string): ServerSentEvent | undefined {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length > 0 ? { event, data: data.join("\n") } : undefined;
}
