import type { KnowledgeBaseSource } from "@org/knowledge";
import type { Db } from "../../db/types";

/** A knowledge base as the engine reads it, its document included; undefined once deleted. */
export async function loadKnowledgeSource(
  db: Db,
  id: number,
): Promise<KnowledgeBaseSource | undefined> {
  const { rows } = await db.query<{
    id: number;
    type: KnowledgeBaseSource["type"];
    name: string;
    value: string | null;
    url: string | null;
    crawl_depth: number | null;
    crawl_max_pages: number | null;
    crawl_ignore_patterns: string[];
    content: Uint8Array | null;
  }>(
    `SELECT k.*, d.content FROM knowledge_bases k
     LEFT JOIN knowledge_documents d ON d.knowledge_base_id = k.id WHERE k.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    value: row.value,
    url: row.url,
    crawl:
      row.type === "url"
        ? {
            depth: row.crawl_depth ?? 0,
            maxCrawls: row.crawl_max_pages ?? 1,
            ignorePatterns: row.crawl_ignore_patterns,
          }
        : null,
    document: row.content === null ? null : { content: new Uint8Array(row.content) },
  };
}

/** Whether the knowledge base is still there: one deleted while its task ran ends the task. */
export async function knowledgeBaseExists(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM knowledge_bases WHERE id = $1", [id]);
  return rows.length > 0;
}
