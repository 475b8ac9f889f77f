import { htmlToText } from "../documents/html-to-text";
import { parseDocument } from "../documents/parse-document";
import { chunkSources } from "../indexing/chunker";
import { packedBuffers, packText } from "./packed-text";
import type { ReadDocumentReply, ReaderRequest, ReadPageReply } from "./reader-protocol";

/** What a reader does with a request, in its own thread. */
export async function readRequest(
  request: ReaderRequest,
): Promise<{ reply: ReadDocumentReply | ReadPageReply; transfer: ArrayBuffer[] }> {
  if (request.kind === "document") {
    const { kind, title, blocks } = await parseDocument(request.bytes, {
      maxBytes: request.maxBytes,
    });
    if (!request.chunk) return { reply: { kind }, transfer: [] };
    // Cut here: the blocks of a large document, as objects, take the server's thread seconds
    // to receive and to cut; its chunks are a few thousand.
    const { url, chunking } = request.chunk;
    const source = { url, title: title || request.chunk.title, blocks };
    return { reply: { kind, chunks: chunkSources([source], chunking) }, transfer: [] };
  }
  const html = decodeHtml(request.body, request.contentType);
  const { title, blocks, links, robots } = htmlToText(html, request.url);
  const packed = packText({ title, blocks });
  return { reply: { packed, links: links.join("\n"), robots }, transfer: packedBuffers(packed) };
}

/** Decodes with the charset of the Content-Type header, else of a `<meta charset>`, else UTF-8. */
function decodeHtml(body: Uint8Array, contentType: string): string {
  const head = Buffer.from(body.subarray(0, 2048)).toString("latin1");
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
