import { DOCUMENT_READ_SECONDS } from "../constants";
import { DEFAULT_MAX_DOCUMENT_BYTES } from "../documents/parse-document";
import type { DocumentKind } from "../documents/sniff-document";
import type { Chunk, ChunkingOptions } from "../indexing/chunker";
import { readApart } from "./reader-pool";
import type { ReadDocumentReply, ReaderRequest } from "./reader-protocol";

export interface ReadDocumentOptions {
  maxBytes?: number;
  /** Stops the reading, its reader with it. */
  signal?: AbortSignal;
}

/**
 * Reads a PDF, DOCX, HTML, Markdown or plain-text document as `parseDocument` does, in a reader
 * of the pool (see reader-pool.ts): within DOCUMENT_READ_SECONDS and the reader's memory,
 * whatever the file holds. Answers its kind; throws a DocumentError for anything it cannot read,
 * naming the limit that refused it when one did.
 */
export async function checkDocument(
  bytes: Uint8Array,
  options: ReadDocumentOptions = {},
): Promise<DocumentKind> {
  return (await readDocumentApart(bytes, options)).kind;
}

/**
 * `checkDocument`, and the document cut into chunks (see chunkSources), its own title first,
 * else `title`, on each chunk.
 */
export async function chunkDocument(
  bytes: Uint8Array,
  {
    url,
    title,
    chunking,
    ...options
  }: ReadDocumentOptions & { url: string; title: string; chunking?: ChunkingOptions },
): Promise<{ kind: DocumentKind; chunks: Chunk[] }> {
  const { kind, chunks = [] } = await readDocumentApart(bytes, options, { url, title, chunking });
  return { kind, chunks };
}

async function readDocumentApart(
  bytes: Uint8Array,
  { maxBytes = DEFAULT_MAX_DOCUMENT_BYTES, signal }: ReadDocumentOptions,
  chunk?: Extract<ReaderRequest, { kind: "document" }>["chunk"],
): Promise<ReadDocumentReply> {
  // The reader is handed a copy; the caller keeps its bytes.
  const copy = bytes.slice();
  return readApart<ReadDocumentReply>(
    { kind: "document", bytes: copy, maxBytes, ...(chunk ? { chunk } : {}) },
    { timeLimitSeconds: DOCUMENT_READ_SECONDS, signal, transfer: [copy.buffer] },
  );
}
