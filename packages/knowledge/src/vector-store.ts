import type { Db } from "./db";

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
       LEFT JOIN knowledge_chunk_embeddings e ON e.chunk_id = c.id AND e.model = $2
      WHERE c.knowledge_base_id = $1 AND e.chunk_id IS NULL
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

export async function storeEmbeddings(
  db: Db,
  model: string,
  rows: readonly { chunkId: number; embedding: readonly number[] }[],
): Promise<void> {
  if (rows.length === 0 || !(await vectorStoreAvailable(db))) return;
  await db.query(
    `INSERT INTO knowledge_chunk_embeddings (chunk_id, model, embedding)
     SELECT id, $1, vector::vector FROM unnest($2::bigint[], $3::text[]) AS t(id, vector)
     ON CONFLICT (chunk_id) DO UPDATE SET model = excluded.model, embedding = excluded.embedding`,
    [model, rows.map((row) => row.chunkId), rows.map((row) => toVectorLiteral(row.embedding))],
  );
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
        AND kb.is_active AND kb.id = ANY($4::int[])
      ORDER BY e.embedding <=> $1::vector
      LIMIT $5`,
    [toVectorLiteral(embedding), model, embedding.length, knowledgeBaseIds, limit],
  );
  return result.rows.map((row) => ({ id: Number(row.id), similarity: Number(row.similarity) }));
}

function toVectorLiteral(embedding: readonly number[]): string {
  return `[${embedding.join(",")}]`;
}
