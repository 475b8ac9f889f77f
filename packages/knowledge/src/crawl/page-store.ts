import type { Db } from "../db";
import type { TextBlock } from "../documents/structured-text";
import { storable } from "../indexing/chunker";
import type { PageRecord } from "./crawler";

/**
 * The pages of a URL knowledge base as its last crawl read them (`knowledge_pages`, migration
 * 0023), by the address asked for: the next crawl asks for them conditionally.
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
    blocks: TextBlock[];
    links: string[];
    noindex: boolean;
    failures: number;
  }>(
    `SELECT url, final_url, etag, last_modified, title, blocks, links, noindex, failures
       FROM knowledge_pages WHERE knowledge_base_id = $1`,
    [knowledgeBaseId],
  );
  return new Map(
    rows.map((row) => [
      row.url,
      {
        url: row.url,
        finalUrl: row.final_url,
        validators: { etag: row.etag, lastModified: row.last_modified },
        title: row.title,
        blocks: row.blocks,
        links: row.links,
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
 * failures changes; pages the crawl no longer reached are deleted.
 */
export async function savePageRecords(
  tx: Db,
  knowledgeBaseId: number,
  records: readonly PageRecord[],
): Promise<void> {
  await tx.query(
    "DELETE FROM knowledge_pages WHERE knowledge_base_id = $1 AND NOT (url = ANY($2::text[]))",
    [knowledgeBaseId, records.map((record) => record.url)],
  );
  const downloaded = records
    .filter((record) => record.downloaded)
    .map((record) => ({
      url: record.url,
      final_url: record.finalUrl,
      etag: record.validators.etag,
      last_modified: record.validators.lastModified,
      title: record.title,
      blocks: record.blocks,
      links: record.links,
      noindex: record.noindex,
    }));
  await tx.query(
    `INSERT INTO knowledge_pages AS p
       (knowledge_base_id, url, final_url, etag, last_modified, title, blocks, links, noindex)
     SELECT $1, r.url, r.final_url, r.etag, r.last_modified, r.title, r.blocks, r.links, r.noindex
       FROM jsonb_to_recordset($2::jsonb) AS r(url text, final_url text, etag text,
            last_modified text, title text, blocks jsonb, links jsonb, noindex boolean)
     ON CONFLICT (knowledge_base_id, url) DO UPDATE
       SET final_url = excluded.final_url, etag = excluded.etag,
           last_modified = excluded.last_modified, title = excluded.title,
           blocks = excluded.blocks, links = excluded.links, noindex = excluded.noindex,
           failures = 0, read_at = now()`,
    [knowledgeBaseId, storableJson(downloaded)],
  );
  const others = records
    .filter((record) => !record.downloaded)
    .map((record) => ({ url: record.url, failures: record.failures }));
  await tx.query(
    `UPDATE knowledge_pages p SET failures = r.failures
       FROM jsonb_to_recordset($2::jsonb) AS r(url text, failures integer)
      WHERE p.knowledge_base_id = $1 AND p.url = r.url AND p.failures <> r.failures`,
    [knowledgeBaseId, storableJson(others)],
  );
}

/** JSON without U+0000, which jsonb cannot hold either. */
function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "string" ? storable(item) : item,
  );
}
