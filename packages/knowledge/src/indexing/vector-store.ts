import type { Db } from "../db";
import { visibleChunk } from "./chunk-store";

/**
 * Optional similarity search over chunk embeddings, where the database has pgvector (the
 * migration then creates knowledge_chunk_embeddings). Every function is a no-op elsewhere.
 */
const availability = new WeakMap<Db, Promise<boolean>>();

export function vectorStoreAvailable(db: Db): Promise<boolean> {
  let known = availability.get(db);
  if (!known) {
    known = db
      .query<{ present: boolean }>(
        "SELECT to_regclass('knowledge_chunk_embeddings') IS NOT NULL AS present",
      )
      .then((result) => result.rows[0]?.present === true);
    availability.set(db, known);
  }
  return known;
}

export interface ChunkText {
  id: number;
  text: string;
}

/** Chunks of a knowledge base that have no embedding from `model` yet. */
export async function chunksWithoutEmbedding(
  db: Db,
  knowledgeBaseId: number,
  model: string,
): Promise<ChunkText[]> {
  if (!(await vectorStoreAvailable(db))) return [];
  const result = await db.query<{
    id: number;
    title: string;
    heading_path: string;
    content: string;
  }>(
    `SELECT c.id::float8 AS id, c.title, c.heading_path, c.content
       FROM knowledge_chunks c
       JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
       LEFT JOIN knowledge_chunk_embeddings e ON e.chunk_id = c.id AND e.model = $2
      WHERE c.knowledge_base_id = $1 AND ${visibleChunk("c", "kb")} AND e.chunk_id IS NULL
      ORDER BY c.position`,
    [knowledgeBaseId, model],
  );
  return result.rows.map((row) => ({ id: row.id, text: embeddingText(row) }));
}

/** The text embedded for a chunk: its context (title, headings) then its content. */
export function embeddingText(chunk: {
  title: string;
  heading_path: string;
  content: string;
}): string {
  return [chunk.title, chunk.heading_path, chunk.content].filter(Boolean).join("\n");
}

/**
 * Stores each chunk's vector from `model` (replacing a previous vector of the same model). A chunk
 * deleted meanwhile (its knowledge base ingested again, or deleted) is skipped: the statement
 * holds the chunks it writes for until it ends.
 */
export async function storeEmbeddings(
  db: Db,
  model: string,
  rows: readonly { chunkId: number; embedding: readonly number[] }[],
): Promise<void> {
  if (rows.length === 0 || !(await vectorStoreAvailable(db))) return;
  await db.query(
    `INSERT INTO knowledge_chunk_embeddings (chunk_id, model, embedding)
     SELECT c.id, $1, t.vector::vector
       FROM unnest($2::bigint[], $3::text[]) AS t(id, vector)
       JOIN knowledge_chunks c ON c.id = t.id
        FOR KEY SHARE OF c
     ON CONFLICT (chunk_id, model) DO UPDATE SET embedding = excluded.embedding`,
    [model, rows.map((row) => row.chunkId), rows.map((row) => toVectorLiteral(row.embedding))],
  );
}

/** Deletes the vectors of a knowledge base's chunks made by any other model than `model`. */
export async function deleteOtherModelsEmbeddings(
  db: Db,
  knowledgeBaseId: number,
  model: string,
): Promise<number> {
  if (!(await vectorStoreAvailable(db))) return 0;
  const deleted = await db.query(
    `DELETE FROM knowledge_chunk_embeddings e
      USING knowledge_chunks c
      WHERE c.id = e.chunk_id AND c.knowledge_base_id = $1 AND e.model <> $2`,
    [knowledgeBaseId, model],
  );
  return deleted.affectedRows;
}

/**
 * How many chunks of each knowledge base have a vector from the model given for it; undefined
 * where the database has no pgvector (nothing can be embedded there).
 */
export async function embeddedChunkCounts(
  db: Db,
  bases: readonly { knowledgeBaseId: number; model: string }[],
): Promise<Map<number, number> | undefined> {
  if (!(await vectorStoreAvailable(db))) return undefined;
  const counts = new Map(bases.map((base) => [base.knowledgeBaseId, 0]));
  if (bases.length === 0) return counts;
  const result = await db.query<{ knowledge_base_id: number; embedded: number }>(
    `SELECT c.knowledge_base_id, count(*)::int AS embedded
       FROM unnest($1::int[], $2::text[]) AS b(id, model)
       JOIN knowledge_bases kb ON kb.id = b.id
       JOIN knowledge_chunks c ON c.knowledge_base_id = b.id AND ${visibleChunk("c", "kb")}
       JOIN knowledge_chunk_embeddings e ON e.chunk_id = c.id AND e.model = b.model
      GROUP BY c.knowledge_base_id`,
    [bases.map((base) => base.knowledgeBaseId), bases.map((base) => base.model)],
  );
  for (const row of result.rows) counts.set(Number(row.knowledge_base_id), Number(row.embedded));
  return counts;
}

export interface SimilarChunk {
  id: number;
  similarity: number;
}

/** Chunks of active knowledge bases nearest to `embedding` (cosine), most similar first. */
export async function similarChunks(
  db: Db,
  embedding: readonly number[],
  model: string,
  knowledgeBaseIds: readonly number[],
  limit: number,
): Promise<SimilarChunk[]> {
  if (!(await vectorStoreAvailable(db))) return [];
  const result = await db.query<{ id: number; similarity: number }>(
    `SELECT c.id::float8 AS id, 1 - (e.embedding <=> $1::vector) AS similarity
       FROM knowledge_chunk_embeddings e
       JOIN knowledge_chunks c ON c.id = e.chunk_id
       JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
      WHERE e.model = $2 AND vector_dims(e.embedding) = $3
        AND kb.is_active AND ${visibleChunk("c", "kb")} AND kb.id = ANY($4::int[])
      ORDER BY e.embedding <=> $1::vector
      LIMIT $5`,
    [toVectorLiteral(embedding), model, embedding.length, knowledgeBaseIds, limit],
  );
  return result.rows.map((row) => ({ id: Number(row.id), similarity: Number(row.similarity) }));
}

function toVectorLiteral(embedding: readonly number[]): string {
  return `[${embedding.join(",")}]`;
}

/**
 * How many chunks of a knowledge base it holds and how many have a vector from `model`;
 * undefined where the database has no pgvector.
 */
export async function embeddingCoverage(
  db: Db,
  knowledgeBaseId: number,
  model: string,
): Promise<{ embeddedChunks: number; totalChunks: number } | undefined> {
  if (!(await vectorStoreAvailable(db))) return undefined;
  const result = await db.query<{ total: number; embedded: number }>(
    `SELECT count(*)::int AS total, count(e.chunk_id)::int AS embedded
       FROM knowledge_chunks c
       JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
       LEFT JOIN knowledge_chunk_embeddings e ON e.chunk_id = c.id AND e.model = $2
      WHERE c.knowledge_base_id = $1 AND ${visibleChunk("c", "kb")}`,
    [knowledgeBaseId, model],
  );
  const row = result.rows[0];
  return { embeddedChunks: Number(row?.embedded ?? 0), totalChunks: Number(row?.total ?? 0) };
}
