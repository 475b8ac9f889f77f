import { createHash, randomUUID } from "node:crypto";
import { type Db, guardedWrite, type WriteGuard } from "../db";
import type { Chunk } from "./chunker";
import { KnowledgeBaseDeletedError } from "./ingest-error";

export interface StoredChunks {
  /** Chunks the knowledge base holds now. */
  chunkCount: number;
  added: number;
  removed: number;
  /** What became of its pages (chunks told apart by their address). */
  pages: PageChanges;
}

/**
 * A replacement's pages against those before it: new ones, ones whose text changed, ones gone,
 * ones whose text is as it was (read again, or not modified), and ones that could not be read
 * this time and keep their earlier text.
 */
export interface PageChanges {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  failed: number;
}

/**
 * How the pages of `after` (chunks' addresses and content hashes) differ from `before`'s;
 * `failed` are the pages of `after` that answer from an earlier reading.
 */
export function pageChanges(
  before: ReadonlyMap<string, ReadonlySet<string>>,
  after: ReadonlyMap<string, ReadonlySet<string>>,
  failed: ReadonlySet<string> = new Set(),
): PageChanges {
  const changes: PageChanges = { added: 0, changed: 0, removed: 0, unchanged: 0, failed: 0 };
  for (const [url, hashes] of after) {
    const earlier = before.get(url);
    if (failed.has(url)) changes.failed += 1;
    else if (!earlier) changes.added += 1;
    else if (earlier.size === hashes.size && [...hashes].every((hash) => earlier.has(hash))) {
      changes.unchanged += 1;
    } else changes.changed += 1;
  }
  for (const url of before.keys()) if (!after.has(url)) changes.removed += 1;
  return changes;
}

function hashesByPage(rows: readonly { url: string; contentHash: string }[]) {
  const pages = new Map<string, Set<string>>();
  for (const { url, contentHash } of rows) {
    const hashes = pages.get(url) ?? new Set<string>();
    hashes.add(contentHash);
    pages.set(url, hashes);
  }
  return pages;
}

/**
 * Chunks inserted per transaction. PGlite runs one transaction at a time, in the server's own
 * thread, at one to a few milliseconds per chunk (its words indexed): every other query, a
 * health check's or a visitor's, waits for one batch, well under 100 ms (the last transaction's
 * deletion takes tens of milliseconds for thousands of chunks gone).
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

export interface ReplacementOptions {
  /** Checks each writing transaction before it commits; see WriteGuard. */
  guard?: WriteGuard;
  /** The pages of a crawl that failed and keep their earlier text. */
  keptThroughFailure?: ReadonlySet<string>;
  /** The hash of the pages the chunks were cut from (see sourcesHash), if they were. */
  sourcesHash?: string;
}

/**
 * Keeps the chunks of a knowledge base as they are when they were cut from pages of the same
 * `sourcesHash` and no replacement is under way (nor was left unfinished): only last_ingested_at
 * moves, and its pages count as unchanged, or failed for those in `keptThroughFailure`. Gives
 * undefined, and writes nothing, otherwise.
 */
export async function keepChunksCutFrom(
  db: Db,
  knowledgeBaseId: number,
  sourcesHash: string,
  { guard, keptThroughFailure = new Set() }: ReplacementOptions = {},
): Promise<StoredChunks | undefined> {
  const unchanged = "id = $1 AND sources_hash = $2 AND replacing IS NULL";
  const { rows: cut } = await db.query(`SELECT 1 FROM knowledge_bases WHERE ${unchanged}`, [
    knowledgeBaseId,
    sourcesHash,
  ]);
  if (cut.length === 0) return undefined;
  return guardedWrite(db, guard, async (tx) => {
    const { rows } = await tx.query<{ chunk_count: number }>(
      `UPDATE knowledge_bases SET last_ingested_at = now() WHERE ${unchanged}
        RETURNING chunk_count`,
      [knowledgeBaseId, sourcesHash],
    );
    const row = rows[0];
    // A replacement began in between: this ingestion is a later one, and takes over from it.
    if (!row) return undefined;
    const { rows: pages } = await tx.query<{ url: string }>(
      `SELECT DISTINCT c.url
         FROM knowledge_chunks c JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
        WHERE kb.id = $1 AND ${visibleChunk("c", "kb")}`,
      [knowledgeBaseId],
    );
    const failed = pages.filter(({ url }) => keptThroughFailure.has(url)).length;
    return {
      chunkCount: row.chunk_count,
      added: 0,
      removed: 0,
      pages: { added: 0, changed: 0, removed: 0, unchanged: pages.length - failed, failed },
    };
  });
}

/** Hidden chunks of an interrupted replacement deleted per transaction. */
const CLEAN_UP_BATCH = 200;

/**
 * Makes `chunks` the whole content of a knowledge base. It claims the knowledge base first
 * (`replacing`, a token of its own): a later replacement takes it over, and this one then stops
 * at its next transaction with ReplacedMeanwhileError. The chunks an interrupted replacement left
 * out of sight are deleted; new chunks are inserted in short transactions, under the knowledge
 * base's next version, where no search sees them; chunks already indexed (same content hash) are
 * kept with their embeddings, and not written again. A last transaction deletes the chunks whose
 * text is gone, gives the kept ones their new place (address, title, headings, position) and
 * their text as read now, where it differs in what the hash leaves out (case, spacing,
 * compatibility forms such as "ﬁ"), and moves the knowledge base to the new version
 * (chunk_count and last_ingested_at follow; every server drops its cached search index),
 * unless nothing was added, removed or moved: the
 * knowledge base then stays at its version, and the servers keep their index. With a `guard`,
 * each transaction commits only if it lets it, so that an attempt that lost its claim writes
 * nothing more.
 */
export async function replaceChunks(
  db: Db,
  knowledgeBaseId: number,
  chunks: readonly Chunk[],
  { guard, keptThroughFailure, sourcesHash }: ReplacementOptions = {},
): Promise<StoredChunks> {
  const token = randomUUID();
  // Each transaction holds the knowledge base's row while it writes: a replacement that takes
  // it over, or its deletion, waits for that transaction to end, then deletes what it wrote.
  const write = <T>(work: (tx: Db) => Promise<T>) =>
    guardedWrite(db, guard, async (tx) => {
      const { rows } = await tx.query<{ ours: boolean | null }>(
        "SELECT replacing = $2 AS ours FROM knowledge_bases WHERE id = $1 FOR NO KEY UPDATE",
        [knowledgeBaseId, token],
      );
      const row = rows[0];
      if (!row) throw new KnowledgeBaseDeletedError(knowledgeBaseId);
      if (!row.ours) throw new ReplacedMeanwhileError(knowledgeBaseId);
      return work(tx);
    });
  const next = await guardedWrite(db, guard, async (tx) => {
    const { rows } = await tx.query<{ next: string }>(
      `UPDATE knowledge_bases SET replacing = $2 WHERE id = $1
        RETURNING (index_version + 1)::text AS next`,
      [knowledgeBaseId, token],
    );
    const row = rows[0];
    if (!row) throw new KnowledgeBaseDeletedError(knowledgeBaseId);
    return row.next;
  });
  // What an interrupted replacement left out of sight is not this one's.
  for (;;) {
    const deleted = await write((tx) =>
      tx.query(
        `DELETE FROM knowledge_chunks WHERE id IN (
           SELECT c.id FROM knowledge_chunks c JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
            WHERE kb.id = $1 AND NOT ${visibleChunk("c", "kb")} LIMIT ${CLEAN_UP_BATCH})`,
        [knowledgeBaseId],
      ),
    );
    if (deleted.affectedRows < CLEAN_UP_BATCH) break;
  }
  const { rows: earlier } = await db.query<StoredChunk>(
    `SELECT c.url, c.title, c.heading_path AS "headingPath", c.position,
            c.content_hash AS "contentHash", md5(c.content) AS "contentDigest"
       FROM knowledge_chunks c JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
      WHERE kb.id = $1 AND ${visibleChunk("c", "kb")}`,
    [knowledgeBaseId],
  );
  const pages = pageChanges(hashesByPage(earlier), hashesByPage(chunks), keptThroughFailure);
  // A text indexed already is not inserted again: its words would be analysed for nothing.
  const indexed = new Map(earlier.map((row) => [row.contentHash, row]));
  const kept = chunks.filter((chunk) => indexed.has(chunk.contentHash));
  const fresh = chunks.filter((chunk) => !indexed.has(chunk.contentHash));
  for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
    const batch = fresh.slice(start, start + INSERT_BATCH);
    const inserted = await write(async (tx) => {
      await tx.query(`SET LOCAL gin_pending_list_limit = ${GIN_PENDING_LIST_KB}`);
      return tx.query<{ content_hash: string }>(
        `INSERT INTO knowledge_chunks
           (knowledge_base_id, generation, url, title, heading_path, content, content_hash, position)
         SELECT $1, $2, * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
         ON CONFLICT (knowledge_base_id, content_hash) DO NOTHING
         RETURNING content_hash`,
        [knowledgeBaseId, next, ...columnsOf(batch)],
      );
    });
    const added = new Set(inserted.rows.map((row) => row.content_hash));
    kept.push(...batch.filter((chunk) => !added.has(chunk.contentHash)));
  }
  // Only the kept chunks whose place or text changed are written again (one whose insert met an
  // equal chunk of its own replacement is written with the others).
  const moved = kept.filter((chunk) => {
    const stored = indexed.get(chunk.contentHash);
    return !stored || !storedAs(stored, chunk);
  });
  return write(async (tx) => {
    const removed = await tx.query(
      `DELETE FROM knowledge_chunks
        WHERE knowledge_base_id = $1 AND NOT (content_hash = ANY($2::text[]))`,
      [knowledgeBaseId, chunks.map((chunk) => chunk.contentHash)],
    );
    const placed =
      moved.length === 0
        ? 0
        : (
            await tx.query(
              `UPDATE knowledge_chunks c
                  SET url = n.url, title = n.title, heading_path = n.heading_path,
                      position = n.position, content = n.content
                 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
                      AS n(url, title, heading_path, content, content_hash, position)
                WHERE c.knowledge_base_id = $1 AND c.content_hash = n.content_hash
                  AND (c.url, c.title, c.heading_path, c.position, c.content)
                      IS DISTINCT FROM (n.url, n.title, n.heading_path, n.position, n.content)`,
              [knowledgeBaseId, ...columnsOf(moved)],
            )
          ).affectedRows;
    // Nothing added, removed or moved: the version stays, and every server keeps its index.
    const changed = kept.length < chunks.length || removed.affectedRows > 0 || placed > 0;
    const counted = await tx.query<{ chunk_count: number }>(
      `UPDATE knowledge_bases
          SET chunk_count = (SELECT count(*) FROM knowledge_chunks WHERE knowledge_base_id = $1),
              last_ingested_at = now(),
              index_version = CASE WHEN $3 THEN $2::bigint ELSE index_version END,
              replacing = NULL, sources_hash = $4
        WHERE id = $1
        RETURNING chunk_count`,
      [knowledgeBaseId, next, changed, sourcesHash ?? null],
    );
    const row = counted.rows[0] as { chunk_count: number };
    return {
      chunkCount: row.chunk_count,
      added: chunks.length - kept.length,
      removed: removed.affectedRows,
      pages,
    };
  });
}

/**
 * A stored chunk: where it stands in its knowledge base, its text's hash, and the MD5 of its text
 * as written (`md5(content)`), which the hash, of the text normalised, does not tell.
 */
type StoredChunk = Pick<Chunk, "url" | "title" | "headingPath" | "position" | "contentHash"> & {
  contentDigest: string;
};

/** Whether `stored` has the place and the text `chunk` has. */
function storedAs(stored: StoredChunk, chunk: Chunk): boolean {
  return (
    stored.url === chunk.url &&
    stored.title === chunk.title &&
    stored.headingPath === chunk.headingPath &&
    stored.position === chunk.position &&
    stored.contentDigest === createHash("md5").update(chunk.content).digest("hex")
  );
}

/** The columns of `chunks` as arrays, in the order the statements above unnest them. */
function columnsOf(chunks: readonly Chunk[]) {
  return [
    chunks.map((chunk) => chunk.url),
    chunks.map((chunk) => chunk.title),
    chunks.map((chunk) => chunk.headingPath),
    chunks.map((chunk) => chunk.content),
    chunks.map((chunk) => chunk.contentHash),
    chunks.map((chunk) => chunk.position),
  ];
}

/** A later replacement of the knowledge base took over from this one, which stops. */
export class ReplacedMeanwhileError extends Error {
  constructor(knowledgeBaseId: number) {
    super(`knowledge base ${knowledgeBaseId} is being replaced by a later ingestion`);
    this.name = "ReplacedMeanwhileError";
  }
}
