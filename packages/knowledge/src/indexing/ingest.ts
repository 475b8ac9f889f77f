import { type Db, guardedWrite, type WriteGuard } from "../db";
import type { DocumentKind } from "../documents/sniff-document";
import {
  EMBEDDING_BATCH_SIZE,
  type EmbeddingProvider,
  embedTexts,
} from "../providers/embeddings-client";
import { ProviderError } from "../providers/provider-http";
import { chunkDocument } from "../reading/read-document";
import { keepChunksCutFrom, replaceChunks, type StoredChunks } from "./chunk-store";
import { type ChunkingOptions, chunkSourcesInTurns, sourcesHash, type TextSource } from "./chunker";
import { holdKnowledgeBase } from "./knowledge-base-hold";
import { withoutSiteName } from "./page-titles";
import {
  chunksWithoutEmbedding,
  deleteOtherModelsEmbeddings,
  storeEmbeddings,
  vectorStoreAvailable,
} from "./vector-store";

export interface IngestOptions {
  chunking?: ChunkingOptions;
  /** Also embeds new chunks, where the database has pgvector. */
  embedder?: EmbeddingProvider;
  /** Checks each writing transaction before it commits; see WriteGuard. */
  guard?: WriteGuard;
  /** Stops the reading of a document (its reader with it). */
  signal?: AbortSignal;
}

/** Chunks embedded so far of those that had no vector from the model. */
export interface EmbeddingProgress {
  done: number;
  total: number;
}

export interface IngestResult extends StoredChunks {
  /** Chunks embedded by this ingestion. */
  embedded: number;
  /** Why embedding stopped, if it failed; the chunks are indexed for text search anyway. */
  embeddingError?: string;
}

/**
 * Makes `pages` the whole content of a knowledge base: the site's name taken out of their
 * titles, chunked, deduplicated, old chunks replaced at once (see replaceChunks), chunk_count and
 * last_ingested_at updated. Pages the same as those its chunks were cut from, in the same order,
 * are not cut again: the chunks stay as they are (see keepChunksCutFrom).
 */
export async function ingestPages(
  db: Db,
  knowledgeBaseId: number,
  pages: readonly TextSource[],
  options: IngestOptions & { keptThroughFailure?: ReadonlySet<string> } = {},
): Promise<IngestResult> {
  const sources = withoutSiteName(pages);
  const replacement = { ...options, sourcesHash: await sourcesHash(sources, options.chunking) };
  return storeChunks(
    db,
    knowledgeBaseId,
    async () =>
      (await keepChunksCutFrom(db, knowledgeBaseId, replacement.sourcesHash, replacement)) ??
      replaceChunks(
        db,
        knowledgeBaseId,
        await chunkSourcesInTurns(sources, options.chunking),
        replacement,
      ),
    options,
  );
}

/** Stores a knowledge base's chunks (`store`), then embeds them (see ingestPages). */
async function storeChunks(
  db: Db,
  knowledgeBaseId: number,
  store: () => Promise<StoredChunks>,
  options: IngestOptions,
): Promise<IngestResult> {
  const stored = await store();
  if (!options.embedder) return { ...stored, embedded: 0 };
  const run = await embedMissingChunks(db, knowledgeBaseId, options.embedder, {
    guard: options.guard,
  });
  return {
    ...stored,
    embedded: run.embedded,
    ...(run.failure ? { embeddingError: run.failure.message } : {}),
  };
}

/**
 * Reads a document (kind told from its content) and cuts it into chunks in a reader apart (see
 * chunkDocument), then makes them the content of a knowledge base. Throws DocumentError when the
 * document cannot be read.
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
  const { kind, chunks } = await chunkDocument(bytes, {
    maxBytes,
    signal: options.signal,
    url,
    title: title ?? "",
    chunking: options.chunking,
  });
  const store = () => replaceChunks(db, knowledgeBaseId, chunks, options);
  return { kind, ...(await storeChunks(db, knowledgeBaseId, store, options)) };
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

export interface EmbeddingRun {
  /** Whether the database can store vectors (pgvector); nothing is embedded without it. */
  available: boolean;
  /** Chunks embedded by this run. */
  embedded: number;
  /** Chunks that still had no vector from the model when the run began. */
  missing: number;
  /** Why the run stopped before embedding every chunk; the chunks are searchable by text anyway. */
  failure?: ProviderError;
}

/**
 * Embeds the chunks of a knowledge base that have no vector from the embedder's model, batch by
 * batch, each batch stored as soon as it is embedded and reported through `onProgress`. Once
 * every chunk has one, the vectors of other models (a previous setting) are deleted. A provider
 * that fails, is too slow or answers garbage stops the run (`failure`); what was stored stays.
 * Throws when `signal` is aborted, whatever `guard` throws (that batch is not stored), and
 * KnowledgeBaseDeletedError when the knowledge base is deleted meanwhile.
 */
export async function embedMissingChunks(
  db: Db,
  knowledgeBaseId: number,
  embedder: EmbeddingProvider,
  options: {
    onProgress?: (progress: EmbeddingProgress) => Promise<void> | void;
    signal?: AbortSignal;
    guard?: WriteGuard;
  } = {},
): Promise<EmbeddingRun> {
  if (!(await vectorStoreAvailable(db))) return { available: false, embedded: 0, missing: 0 };
  const { onProgress, signal, guard } = options;
  const write = <T>(work: (tx: Db) => Promise<T>) =>
    guardedWrite(db, guard, async (tx) => {
      await holdKnowledgeBase(tx, knowledgeBaseId);
      return work(tx);
    });
  const missing = await chunksWithoutEmbedding(db, knowledgeBaseId, embedder.model);
  let embedded = 0;
  if (missing.length > 0) await onProgress?.({ done: 0, total: missing.length });
  for (let start = 0; start < missing.length; start += EMBEDDING_BATCH_SIZE) {
    signal?.throwIfAborted();
    const batch = missing.slice(start, start + EMBEDDING_BATCH_SIZE);
    let vectors: number[][];
    try {
      vectors = await embedTexts(
        embedder,
        batch.map((chunk) => chunk.text),
        signal,
      );
    } catch (error) {
      signal?.throwIfAborted();
      if (!(error instanceof ProviderError)) throw error;
      return { available: true, embedded, missing: missing.length, failure: error };
    }
    await write((tx) =>
      storeEmbeddings(
        tx,
        embedder.model,
        batch.map((chunk, index) => ({ chunkId: chunk.id, embedding: vectors[index] ?? [] })),
      ),
    );
    embedded += batch.length;
    await onProgress?.({ done: embedded, total: missing.length });
  }
  await write((tx) => deleteOtherModelsEmbeddings(tx, knowledgeBaseId, embedder.model));
  return { available: true, embedded, missing: missing.length };
}
