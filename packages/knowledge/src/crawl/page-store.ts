import type { Db } from "../db";
import { READER_VERSION } from "../documents/html-to-text";
import type { TextBlock } from "../documents/structured-text";
import { storable } from "../indexing/chunker";
import { KnowledgeBaseDeletedError } from "../indexing/ingest-error";
import type { PageRecord } from "./crawler";

/**
 * The pages of a URL knowledge base as its last crawl read them (`knowledge_pages`, migration
 * 0023), by the address asked for: the next crawl asks for them conditionally, except those an
 * earlier version of the reader read (READER_VERSION), which it downloads and reads again.
 */
export async function loadPageRecords(
  db: Db,
  knowledgeBaseId: number,
): Promise<Map<string, PageRecord>> {
  const { rows } = await db.query<{
    url: string;
    final_url: string;
    etag: string | null;
    last_modified: string | null;
    title: string;
    blocks: string;
    links: string;
    noindex: boolean;
    failures: number;
    reader_version: number;
  }>(
    `SELECT url, final_url, etag, last_modified, title, blocks, links, noindex, failures,
            reader_version
       FROM knowledge_pages WHERE knowledge_base_id = $1`,
    [knowledgeBaseId],
  );
  return new Map(
    rows.map((row) => [
      row.url,
      {
        url: row.url,
        finalUrl: row.final_url,
        validators:
          row.reader_version === READER_VERSION
            ? { etag: row.etag, lastModified: row.last_modified }
            : { etag: null, lastModified: null },
        title: row.title,
        blocks: JSON.parse(row.blocks) as TextBlock[],
        links: JSON.parse(row.links) as string[],
        noindex: row.noindex,
        failures: row.failures,
        downloaded: false,
      },
    ]),
  );
}

/**
 * Makes `records` the pages of the knowledge base: those downloaded are written whole, the
 * others (not modified, or kept through a failure) keep their text and only their count of
 * failures changes; pages the crawl no longer reached are deleted. A knowledge base deleted
 * meanwhile stops it with KnowledgeBaseDeletedError: each statement writing pages holds its row
 * until it ends, so that a page is written for an existing knowledge base or not at all.
 */
export async function savePageRecords(
  db: Db,
  knowledgeBaseId: number,
  records: readonly PageRecord[],
): Promise<void> {
  await db.query(
    "DELETE FROM knowledge_pages WHERE knowledge_base_id = $1 AND NOT (url = ANY($2::text[]))",
    [knowledgeBaseId, records.map((record) => record.url)],
  );
  // A statement at a time holds PGlite's thread: the pages are written a few hundred kB at once,
  // and a larger page's text in pieces of that size.
  const written = records
    .filter((record) => record.downloaded)
    .map((record) => ({ record, blocks: pieces(storableJson(record.blocks)) }));
  for (const batch of bySize(written)) {
    const inserted = await db.query(
      `INSERT INTO knowledge_pages AS p
         (knowledge_base_id, url, final_url, etag, last_modified, title, blocks, links, noindex,
          reader_version)
       SELECT k.id, r.*, $10::integer
         FROM knowledge_bases k,
              unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::boolean[])
                AS r(url, final_url, etag, last_modified, title, blocks, links, noindex)
        WHERE k.id = $1 FOR KEY SHARE OF k
       ON CONFLICT (knowledge_base_id, url) DO UPDATE
         SET final_url = excluded.final_url, etag = excluded.etag,
             last_modified = excluded.last_modified, title = excluded.title,
             blocks = excluded.blocks, links = excluded.links, noindex = excluded.noindex,
             reader_version = excluded.reader_version, failures = 0, read_at = now()`,
      [
        knowledgeBaseId,
        batch.map(({ record }) => storable(record.url)),
        batch.map(({ record }) => storable(record.finalUrl)),
        batch.map(({ record }) => record.validators.etag),
        batch.map(({ record }) => record.validators.lastModified),
        batch.map(({ record }) => storable(record.title)),
        batch.map(({ blocks }) => blocks[0] ?? "[]"),
        batch.map(({ record }) => storableJson(record.links)),
        batch.map(({ record }) => record.noindex),
        READER_VERSION,
      ],
    );
    if (inserted.affectedRows === 0) throw new KnowledgeBaseDeletedError(knowledgeBaseId);
    for (const { record, blocks } of batch) {
      for (const piece of blocks.slice(1)) {
        await db.query(
          "UPDATE knowledge_pages SET blocks = blocks || $3 WHERE knowledge_base_id = $1 AND url = $2",
          [knowledgeBaseId, storable(record.url), piece],
        );
      }
    }
  }
  const others = records
    .filter((record) => !record.downloaded)
    .map((record) => ({ url: record.url, failures: record.failures }));
  await db.query(
    `UPDATE knowledge_pages p SET failures = r.failures
       FROM jsonb_to_recordset($2::jsonb) AS r(url text, failures integer)
      WHERE p.knowledge_base_id = $1 AND p.url = r.url AND p.failures <> r.failures`,
    [knowledgeBaseId, storableJson(others)],
  );
}

/** Most text of the pages one statement writes. */
const WRITE_BATCH_CHARS = 256 * 1024;

/** The pages in runs whose first pieces of text hold at most `WRITE_BATCH_CHARS` together. */
function bySize<T extends { blocks: string[] }>(pages: readonly T[]): T[][] {
  const batches: T[][] = [];
  let size = Number.POSITIVE_INFINITY;
  for (const page of pages) {
    const chars = page.blocks[0]?.length ?? 0;
    if (size + chars > WRITE_BATCH_CHARS) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)?.push(page);
    size += chars;
  }
  return batches;
}

/** A text in pieces of at most `WRITE_BATCH_CHARS`, never cut inside a surrogate pair. */
function pieces(text: string): string[] {
  const cut: string[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + WRITE_BATCH_CHARS, text.length);
    const code = text.charCodeAt(end);
    if (end < text.length && code >= 0xdc00 && code <= 0xdfff) end -= 1;
    cut.push(text.slice(start, end));
    start = end;
  }
  return cut;
}

/** JSON without U+0000, which text columns cannot hold. */
function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "string" ? storable(item) : item,
  );
}
