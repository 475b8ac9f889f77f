import type { Db } from "../db";
import { oneEditAway } from "../retrieve/one-edit-away";
import { timeSlicer } from "../time-slicer";
import { tokenWordLexemes } from "./text-lexemes";
import { parseTsvector } from "./tsvector-text";

/**
 * One knowledge base's chunks as BM25 postings, derived from the tsvectors the database stored
 * (so stemming and accent folding are the database's own). A pure cache: rebuilt from the
 * database whenever the knowledge base's index_version moves on.
 */
export interface ChunkIndex {
  knowledgeBaseId: number;
  version: string;
  /** Ascending. */
  chunkIds: Float64Array;
  /** Each chunk's text and where it comes from, by position in `chunkIds`. */
  texts: ChunkText[];
  /** Lexeme occurrences per chunk. */
  lengths: Float32Array;
  averageLength: number;
  postings: Map<string, Postings>;
  /** Every lexeme, sorted, to find those sharing a prefix. */
  lexemes: string[];
  /** Postings held plus the texts' characters over 8, for the memory bound. */
  size: number;
}

export interface ChunkText {
  url: string;
  title: string;
  headingPath: string;
  content: string;
}

export interface Postings {
  /** Positions in `chunkIds`. */
  chunks: Uint32Array;
  /** Occurrences per chunk, those in the title and headings counted HEADING_WEIGHT times. */
  frequencies: Float32Array;
}

/** A word of the title or headings says more about a chunk than one of its body. */
const HEADING_WEIGHT = 2;
/**
 * Postings kept in memory over every cached knowledge base (about 8 bytes each), texts counting
 * as a posting per 8 characters.
 */
const MAX_CACHED_POSTINGS = 6_000_000;
/**
 * Chunks read per query while an index is built: PGlite answers a query in the server's own
 * thread, a page of 250 in tens of milliseconds.
 */
const BUILD_PAGE = 250;

interface CacheEntry {
  version: string;
  index: Promise<ChunkIndex>;
  size: number;
}

/** Least recently used first: a Map iterates in insertion order and entries are re-inserted. */
const cache = new Map<string, CacheEntry>();
const databaseKeys = new WeakMap<Db, number>();
let cachedPostings = 0;
/** Index builds per knowledge base id since the process started. */
const builds = new Map<number, number>();

/**
 * The indexes of the given knowledge bases that are active, up to date with their last
 * ingestion. One indexed query checks versions, unless the caller read them (`versions`, by
 * knowledge base id, the active ones only); a stale or missing index is rebuilt.
 */
export async function chunkIndexes(
  db: Db,
  knowledgeBaseIds: readonly number[],
  versions?: ReadonlyMap<number, string>,
): Promise<ChunkIndex[]> {
  if (knowledgeBaseIds.length === 0) return [];
  const bases = versions
    ? [...versions].map(([id, version]) => ({ id, version })).sort((a, b) => a.id - b.id)
    : (
        await db.query<{ id: number; version: string }>(
          `SELECT id, index_version::text AS version FROM knowledge_bases
            WHERE id = ANY($1::int[]) AND is_active ORDER BY id`,
          [knowledgeBaseIds],
        )
      ).rows;
  return Promise.all(bases.map((base) => cachedIndex(db, Number(base.id), base.version)));
}

/** The text of the chunk `id` of the index, if it holds that chunk. */
export function chunkText(index: ChunkIndex, id: number): ChunkText | undefined {
  let low = 0;
  let high = index.chunkIds.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((index.chunkIds[middle] as number) < id) low = middle + 1;
    else high = middle;
  }
  return index.chunkIds[low] === id ? index.texts[low] : undefined;
}

/**
 * Builds the index of a knowledge base just ingested, so that the first visitor's question
 * does not wait for it. An inactive knowledge base is not indexed until it is used.
 */
export async function warmChunkIndex(db: Db, knowledgeBaseId: number): Promise<void> {
  await chunkIndexes(db, [knowledgeBaseId]);
}

/** How many times the index of a knowledge base was built by this process. */
export function chunkIndexBuilds(knowledgeBaseId: number): number {
  return builds.get(knowledgeBaseId) ?? 0;
}

function cachedIndex(db: Db, knowledgeBaseId: number, version: string): Promise<ChunkIndex> {
  const key = `${databaseKey(db)}:${knowledgeBaseId}`;
  const entry = cache.get(key);
  if (entry) {
    cache.delete(key);
    cachedPostings -= entry.size;
  }
  if (entry && entry.version === version) {
    cache.set(key, entry);
    cachedPostings += entry.size;
    return entry.index;
  }
  const fresh: CacheEntry = { version, index: buildIndex(db, knowledgeBaseId, version), size: 0 };
  cache.set(key, fresh);
  fresh.index.then(
    (index) => {
      if (cache.get(key) !== fresh) return;
      fresh.size = index.size;
      cachedPostings += index.size;
      evictOverBudget();
    },
    () => {
      if (cache.get(key) === fresh) cache.delete(key);
    },
  );
  return fresh.index;
}

function evictOverBudget() {
  for (const [key, entry] of cache) {
    if (cachedPostings <= MAX_CACHED_POSTINGS || cache.size <= 1) return;
    cache.delete(key);
    cachedPostings -= entry.size;
  }
}

let nextDatabaseKey = 1;
function databaseKey(db: Db): number {
  let key = databaseKeys.get(db);
  if (key === undefined) {
    key = nextDatabaseKey++;
    databaseKeys.set(db, key);
  }
  return key;
}

interface ChunkRow {
  url: string;
  title: string;
  heading_path: string;
  content: string;
}

async function buildIndex(db: Db, knowledgeBaseId: number, version: string): Promise<ChunkIndex> {
  builds.set(knowledgeBaseId, chunkIndexBuilds(knowledgeBaseId) + 1);
  const chunkIds: number[] = [];
  const texts: ChunkText[] = [];
  const lengths: number[] = [];
  const lists = new Map<string, { chunks: number[]; frequencies: number[] }>();
  let size = 0;
  // Building the index of a large knowledge base takes seconds: other work gets its turns.
  const pause = timeSlicer();
  // Read a page of chunks at a time: the database and the process never hold them all at once.
  for (let after = -1; ; ) {
    // The page's ids first, its texts then: whatever plan finds the ids (PGlite keeps no
    // statistics), only the page's rows are turned into text.
    const result = await db.query<{ id: number; vector: string } & ChunkRow>(
      `SELECT c.id::float8 AS id, c.search_vector::text AS vector,
              c.url, c.title, c.heading_path, c.content
         FROM knowledge_chunks c
         JOIN (SELECT id FROM knowledge_chunks
                WHERE knowledge_base_id = $1 AND id > $2 AND generation <= $3::bigint
                ORDER BY id LIMIT ${BUILD_PAGE}) page ON page.id = c.id
        ORDER BY c.id`,
      [knowledgeBaseId, after, version],
    );
    for (const row of result.rows) {
      await pause();
      const position = chunkIds.length;
      chunkIds.push(Number(row.id));
      texts.push({
        url: row.url,
        title: row.title,
        headingPath: row.heading_path,
        content: row.content,
      });
      size += Math.ceil((row.url.length + row.title.length + row.content.length) / 8);
      let length = 0;
      for (const { lexeme, heading, body } of parseTsvector(row.vector)) {
        let list = lists.get(lexeme);
        if (!list) {
          list = { chunks: [], frequencies: [] };
          lists.set(lexeme, list);
        }
        list.chunks.push(position);
        list.frequencies.push(body + HEADING_WEIGHT * heading);
        length += body + heading;
        size += 1;
      }
      lengths.push(length);
    }
    if (result.rows.length < BUILD_PAGE) break;
    after = chunkIds.at(-1) as number;
  }
  size += await addTokenWords(db, lists);
  const count = chunkIds.length;
  const postings = new Map<string, Postings>();
  for (const [lexeme, list] of lists) {
    await pause();
    postings.set(lexeme, {
      chunks: Uint32Array.from(list.chunks),
      frequencies: Float32Array.from(list.frequencies),
    });
  }
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    knowledgeBaseId,
    version,
    chunkIds: Float64Array.from(chunkIds),
    texts,
    lengths: Float32Array.from(lengths),
    averageLength: count > 0 ? total / count : 0,
    postings,
    lexemes: [...postings.keys()].sort(),
    size,
  };
}

/**
 * The database indexes a technical token whole (`/etc/hosts`, `sources.list`): each of its words
 * is added where the token occurs, as if the text held it too, so that a visitor who writes "le
 * fichier hosts" finds the passages about `/etc/hosts`. Returns the postings added.
 */
async function addTokenWords(
  db: Db,
  lists: Map<string, { chunks: number[]; frequencies: number[] }>,
): Promise<number> {
  const tokenWords = await tokenWordLexemes(db, [...lists.keys()]);
  const added = new Map<string, Map<number, number>>();
  const occurrences = (lexeme: string) => {
    let found = added.get(lexeme);
    if (!found) {
      const list = lists.get(lexeme);
      found = new Map(list?.chunks.map((chunk, at) => [chunk, list.frequencies[at] as number]));
      added.set(lexeme, found);
    }
    return found;
  };
  for (const [token, lexemes] of tokenWords) {
    const list = lists.get(token) as { chunks: number[]; frequencies: number[] };
    for (const lexeme of lexemes) {
      const found = occurrences(lexeme);
      for (const [at, chunk] of list.chunks.entries()) {
        found.set(chunk, (found.get(chunk) ?? 0) + (list.frequencies[at] as number));
      }
    }
  }
  let count = 0;
  for (const [lexeme, found] of added) {
    const chunks = [...found.keys()].sort((a, b) => a - b);
    count += chunks.length - (lists.get(lexeme)?.chunks.length ?? 0);
    lists.set(lexeme, { chunks, frequencies: chunks.map((chunk) => found.get(chunk) as number) });
  }
  return count;
}

/** Lexemes of the index that start with `prefix`, at most `max` of them. */
export function lexemesStartingWith(index: ChunkIndex, prefix: string, max: number): string[] {
  const found: string[] = [];
  for (let at = firstAtOrAfter(index.lexemes, prefix); at < index.lexemes.length; at++) {
    const lexeme = index.lexemes[at] as string;
    if (!lexeme.startsWith(prefix) || found.length === max) break;
    found.push(lexeme);
  }
  return found;
}

/**
 * Lexemes of the index one edit away from `word` (a letter added, dropped or changed), among
 * those sharing its first two letters.
 */
export function lexemesOneEditAway(index: ChunkIndex, word: string): string[] {
  const prefix = word.slice(0, 2);
  const found: string[] = [];
  for (let at = firstAtOrAfter(index.lexemes, prefix); at < index.lexemes.length; at++) {
    const lexeme = index.lexemes[at] as string;
    if (!lexeme.startsWith(prefix)) break;
    if (lexeme !== word && oneEditAway(lexeme, word)) found.push(lexeme);
  }
  return found;
}

function firstAtOrAfter(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
