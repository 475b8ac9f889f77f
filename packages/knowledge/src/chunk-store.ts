import type { Chunk } from "./chunker";
import type { Db, WriteGuard } from "./db";

export interface StoredChunks {
  /** Chunks the knowledge base holds now. */
  chunkCount: number;
  added: number;
  removed: number;
}

/**
 * Chunks inserted per statement. PGlite runs a statement in the server's own thread, at one to a
 * few milliseconds per chunk (its words indexed): a statement stays well under 100 ms.
 */
const INSERT_BATCH = 10;

/**
 * Words of new chunks wait in a list before the search index takes them in, all at once, in the
 * statement that fills the list: kept small (the smallest PostgreSQL allows, in kB), each
 * statement takes a few in, not megabytes of them.
 */
const GIN_PENDING_LIST_KB = 64;

/**
 * Makes `chunks` the whole content of a knowledge base, in one transaction: chunks whose text is
 * gone are deleted, chunks already indexed (same content hash) are kept with their embeddings,
 * new ones are inserted; the knowledge base's chunk_count and last_ingested_at follow, and its
 * index_version moves on so that every server drops its cached search index. With a `guard`,
 * nothing is written unless it lets the transaction commit.
 */
export async function replaceChunks(
  db: Db,
  knowledgeBaseId: number,
  chunks: readonly Chunk[],
  guard?: WriteGuard,
): Promise<StoredChunks> {
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL gin_pending_list_limit = ${GIN_PENDING_LIST_KB}`);
    // Two replacements of one knowledge base take turns: the later one's DELETE then sees the
    // rows the earlier one committed, which it would otherwise leave behind.
    await tx.query("SELECT id FROM knowledge_bases WHERE id = $1 FOR NO KEY UPDATE", [
      knowledgeBaseId,
    ]);
    const removed = await tx.query(
      `DELETE FROM knowledge_chunks
        WHERE knowledge_base_id = $1 AND NOT (content_hash = ANY($2::text[]))`,
      [knowledgeBaseId, chunks.map((chunk) => chunk.contentHash)],
    );
    let added = 0;
    for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
      const batch = chunks.slice(start, start + INSERT_BATCH);
      const inserted = await tx.query<{ inserted: boolean }>(
        `INSERT INTO knowledge_chunks
           (knowledge_base_id, url, title, heading_path, content, content_hash, position)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
         ON CONFLICT (knowledge_base_id, content_hash) DO UPDATE
           SET url = excluded.url, title = excluded.title, heading_path = excluded.heading_path,
               content = excluded.content, position = excluded.position
         RETURNING (xmax = 0) AS inserted`,
        [
          knowledgeBaseId,
          batch.map((chunk) => chunk.url),
          batch.map((chunk) => chunk.title),
          batch.map((chunk) => chunk.headingPath),
          batch.map((chunk) => chunk.content),
          batch.map((chunk) => chunk.contentHash),
          batch.map((chunk) => chunk.position),
        ],
      );
      added += inserted.rows.filter((row) => row.inserted).length;
    }
    const counted = await tx.query<{ chunk_count: number }>(
      `UPDATE knowledge_bases
          SET chunk_count = (SELECT count(*) FROM knowledge_chunks WHERE knowledge_base_id = $1),
              last_ingested_at = now(),
              index_version = index_version + 1
        WHERE id = $1
        RETURNING chunk_count`,
      [knowledgeBaseId],
    );
    const row = counted.rows[0];
    if (!row) throw new Error(`knowledge base ${knowledgeBaseId} does not exist`);
    await guard?.(tx);
    return { chunkCount: row.chunk_count, added, removed: removed.affectedRows };
  });
}
