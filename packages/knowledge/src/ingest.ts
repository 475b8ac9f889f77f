import { replaceChunks, type StoredChunks } from "./chunk-store";
import { type ChunkingOptions, chunkSources, type TextSource } from "./chunker";
import type { Db } from "./db";
import { parseDocument } from "./documents/parse-document";
import type { DocumentKind } from "./documents/sniff-document";
import { type EmbeddingProvider, embedTexts } from "./embeddings-client";
import { withoutSiteName } from "./page-titles";
import { ProviderError } from "./provider-http";
import { chunksWithoutEmbedding, storeEmbeddings } from "./vector-store";

export interface IngestOptions {
  chunking?: ChunkingOptions;
  /** Also embeds new chunks, where the database has pgvector. */
  embedder?: EmbeddingProvider;
}

export interface IngestResult extends StoredChunks {
  /** Chunks embedded by this ingestion. */
  embedded: number;
  /** Why embedding stopped, if it failed; the chunks are indexed for text search anyway. */
  embeddingError?: string;
}

/**
 * Makes `pages` the whole content of a knowledge base: the site's name taken out of their
 * titles, chunked, deduplicated, old chunks replaced in one transaction, chunk_count and
 * last_ingested_at updated.
 */
export async function ingestPages(
  db: Db,
  knowledgeBaseId: number,
  pages: readonly TextSource[],
  options: IngestOptions = {},
): Promise<IngestResult> {
  const chunks = chunkSources(withoutSiteName(pages), options.chunking);
  const stored = await replaceChunks(db, knowledgeBaseId, chunks);
  if (!options.embedder) return { ...stored, embedded: 0 };
  return { ...stored, ...(await embedMissing(db, knowledgeBaseId, options.embedder)) };
}

/**
 * Reads a document (kind told from its content) and makes it the content of a knowledge base.
 * Throws DocumentError when the document cannot be read.
 */
export async function ingestDocument(
  db: Db,
  knowledgeBaseId: number,
  bytes: Uint8Array,
  {
    url = "",
    title,
    maxBytes,
    ...options
  }: IngestOptions & { url?: string; title?: string; maxBytes?: number } = {},
): Promise<IngestResult & { kind: DocumentKind }> {
  const document = await parseDocument(bytes, { maxBytes });
  const page = { url, title: document.title || title || "", blocks: document.blocks };
  return { kind: document.kind, ...(await ingestPages(db, knowledgeBaseId, [page], options)) };
}

/** The text of a text knowledge base (plain text or Markdown) as its content. */
export async function ingestText(
  db: Db,
  knowledgeBaseId: number,
  text: string,
  { url = "", title = "", ...options }: IngestOptions & { url?: string; title?: string } = {},
): Promise<IngestResult> {
  if (text.trim() === "") return ingestPages(db, knowledgeBaseId, [], options);
  const { kind: _kind, ...result } = await ingestDocument(
    db,
    knowledgeBaseId,
    new TextEncoder().encode(text),
    { url, title, maxBytes: Number.POSITIVE_INFINITY, ...options },
  );
  return result;
}

async function embedMissing(
  db: Db,
  knowledgeBaseId: number,
  embedder: EmbeddingProvider,
): Promise<{ embedded: number; embeddingError?: string }> {
  const missing = await chunksWithoutEmbedding(db, knowledgeBaseId, embedder.model);
  let embedded = 0;
  try {
    const vectors = await embedTexts(
      embedder,
      missing.map((chunk) => chunk.text),
    );
    await storeEmbeddings(
      db,
      embedder.model,
      missing.map((chunk, index) => ({ chunkId: chunk.id, embedding: vectors[index] ?? [] })),
    );
    embedded = missing.length;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { embedded, embeddingError: error.message };
  }
  return { embedded };
}
