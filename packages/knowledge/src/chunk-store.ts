import type { Chunk } from "./chunker";
import { type Db, guardedWrite, type WriteGuard } from "./db";

export interface StoredChunks {
  /** Chunks the knowledge base holds now. */
  chunkCount: number;
  added: number;
  removed: number;
}

/**
 * Chunks inserted per transaction. PGlite runs one transaction at a time, in the server's own
 * thread, at one to a few milliseconds per chunk (its words indexed): every other query, a
 * health check's or a visitor's, waits for one batch at most, well under 100 ms.
 */
const INSERT_BATCH = 10;

/**
 * Words of new chunks wait in a list before the search index takes them in, all at once, in the
 * statement that fills the list: kept small (the smallest PostgreSQL allows, in kB), each
 * statement takes a few in, not megabytes of them.
 */
const GIN_PENDING_LIST_KB = 64;

/**
 * Which chunks a knowledge base answers from: those of the version it is at (`index_version`)
 * and before. A replacement writes its new chunks under the next version, out of sight, and
 * moves the knowledge base to it at the end: readers see the old content or the new, never half.
 * `chunk` and `base` are the query's aliases of knowledge_chunks and knowledge_bases.
 */
export function visibleChunk(chunk: string, base: string): string {
  return `${chunk}.generation <= ${base}.index_version`;
}

/**
 * Makes `chunks` the whole content of a knowledge base. New chunks are inserted in short
 * transactions, under the knowledge base's next version, where no search sees them; chunks
 * already indexed (same content hash) are kept with their embeddings. A last transaction deletes
 * the chunks whose text is gone and moves the knowledge base to the new version (chunk_count and
 * last_ingested_at follow; every server drops its cached search index). One replacement of a
 * knowledge base runs at a time (its host's tasks see to it); with a `guard`, each transaction
 * commits only if it lets it, so that an attempt that lost its claim writes nothing more.
 */
export async function replaceChunks(
  db: Db,
  knowledgeBaseId: number,
  chunks: readonly Chunk[],
  guard?: WriteGuard,
): Promise<StoredChunks> {
  const write = <T>(work: (target: Db) => Promise<T>) => guardedWrite(db, guard, work);
  const next = await write(async (tx) => {
    // What an interrupted replacement left out of sight is not this one's.
    await tx.query(
      `DELETE FROM knowledge_chunks c USING knowledge_bases kb
        WHERE kb.id = $1 AND c.knowledge_base_id = kb.id AND NOT ${visibleChunk("c", "kb")}`,
      [knowledgeBaseId],
    );
    const { rows } = await tx.query<{ next: string }>(
      "SELECT (index_version + 1)::text AS next FROM knowledge_bases WHERE id = $1",
      [knowledgeBaseId],
    );
    const row = rows[0];
    if (!row) throw new Error(`knowledge base ${knowledgeBaseId} does not exist`);
    return row.next;
  });
  let added = 0;
  for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
    const batch = chunks.slice(start, start + INSERT_BATCH);
    added += await write(async (tx) => {
      await tx.query(`SET LOCAL gin_pending_list_limit = ${GIN_PENDING_LIST_KB}`);
      const inserted = await tx.query<{ inserted: boolean }>(
        `INSERT INTO knowledge_chunks
           (knowledge_base_id, generation, url, title, heading_path, content, content_hash, position)
         SELECT $1, $2, * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
         ON CONFLICT (knowledge_base_id, content_hash) DO UPDATE
           SET url = excluded.url, title = excluded.title, heading_path = excluded.heading_path,
               content = excluded.content, position = excluded.position
         RETURNING (xmax = 0) AS inserted`,
        [
          knowledgeBaseId,
          next,
          batch.map((chunk) => chunk.url),
          batch.map((chunk) => chunk.title),
          batch.map((chunk) => chunk.headingPath),
          batch.map((chunk) => chunk.content),
          batch.map((chunk) => chunk.contentHash),
          batch.map((chunk) => chunk.position),
        ],
      );
      return inserted.rows.filter((row) => row.inserted).length;
    });
  }
  return write(async (tx) => {
    const removed = await tx.query(
      `DELETE FROM knowledge_chunks
        WHERE knowledge_base_id = $1 AND NOT (content_hash = ANY($2::text[]))`,
      [knowledgeBaseId, chunks.map((chunk) => chunk.contentHash)],
    );
    const counted = await tx.query<{ chunk_count: number }>(
      `UPDATE knowledge_bases
          SET chunk_count = (SELECT count(*) FROM knowledge_chunks WHERE knowledge_base_id = $1),
              last_ingested_at = now(),
              index_version = $2
        WHERE id = $1
        RETURNING chunk_count`,
      [knowledgeBaseId, next],
    );
    const row = counted.rows[0];
    if (!row) throw new Error(`knowledge base ${knowledgeBaseId} does not exist`);
    return { chunkCount: row.chunk_count, added, removed: removed.affectedRows };
  });
}
