import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A provider speaking the OpenAI-compatible /v1/embeddings and /v1/chat/completions (whole or
 * streamed), served on 127.0.0.1 for the built API to call. Its embeddings are word hashes; its
 * chat model quotes the first passage it is given, citing it as [1].
 */
export interface OpenAiCompatibleServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  embeddingCalls: { model: string; inputs: number }[];
  chatCalls: { model: string; stream: boolean }[];
  /**
   * Holds the embedding requests after the first `skip` until `release` is called; `arrived`
   * settles when the first held one has arrived.
   */
  holdEmbeddings(skip: number): { arrived: Promise<void>; release: () => void };
  close(): Promise<void>;
}

const DIMENSIONS = 32;

function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  vector[0] = 0.001;
  for (const word of text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)) {
    if (word.length < 3) continue;
    let hash = 0x811c9dc5;
    for (const char of word) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    const dimension = hash % DIMENSIONS;
    vector[dimension] = (vector[dimension] ?? 0) + 1;
  }
  return vector;
}

function answerOf(messages: { role: string; content: string }[]): string {
  if (messages[0]?.content.startsWith("Réécris")) {
    return /Dernière question : (.*)$/s.exec(messages.at(-1)?.content ?? "")?.[1] ?? "";
  }
  const excerpts = messages.find((message) =>
    message.content.startsWith("Extraits de la base de connaissances"),
  );
  const first = /\[1\][^\n]*\n([^\n]*)/.exec(excerpts?.content ?? "")?.[1];
  return first ? `D'après la source [1] : ${first}` : "Je ne trouve rien.";
}

export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const embeddingCalls: OpenAiCompatibleServer["embeddingCalls"] = [];
  const chatCalls: OpenAiCompatibleServer["chatCalls"] = [];
  let hold: { skip: number; gate: Promise<void>; arrived: () => void } | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(parts).toString("utf8") || "{}");
    if (request.url === "/v1/embeddings") {
      const input: string[] = Array.isArray(body.input) ? body.input : [body.input];
      embeddingCalls.push({ model: body.model, inputs: input.length });
      if (hold && hold.skip > 0) hold.skip -= 1;
      else if (hold) {
        hold.arrived();
        await hold.gate;
      }
      const data = input.map((text, index) => ({ index, embedding: embed(String(text)) }));
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ object: "list", data }));
      return;
    }
    if (request.url === "/v1/chat/completions") {
      chatCalls.push({ model: body.model, stream: body.stream === true });
      const text = answerOf(body.messages ?? []);
      if (body.stream !== true) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ choices: [{ message: { role: "assistant", content: text } }] }),
        );
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream" });
      for (const piece of text.match(/.{1,12}/gsu) ?? []) {
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
      }
      response.end("data: [DONE]\n\n");
      return;
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    embeddingCalls,
    chatCalls,
    holdEmbeddings(skip) {
      let release = () => {};
      let arrived = () => {};
      const gate = new Promise<void>((resolve) => {
        release = () => {
          hold = undefined;
          resolve();
        };
      });
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      hold = { skip, gate, arrived };
      return { arrived: arrival, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
