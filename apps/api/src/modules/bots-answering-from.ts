import type { Db } from "../db/types";

/**
 * The bots answering from any of the knowledge bases `ids` (with `activeOnly`, those of them
 * that are on), read before a change of what they answer (a knowledge base turned on or off, or
 * deleted), or after it (an ingestion or an embedding ended): their tests run again. Read by the
 * knowledge bases and by the tests of an assistant, hence outside both folders.
 */
export async function botsAnsweringFrom(
  db: Db,
  ids: readonly number[],
  { activeOnly = false } = {},
): Promise<number[]> {
  const { rows } = await db.query<{ bot_id: number }>(
    `SELECT DISTINCT l.bot_id FROM bot_knowledge_bases l
       JOIN knowledge_bases k ON k.id = l.knowledge_base_id
      WHERE l.knowledge_base_id = ANY($1::int[]) AND (k.is_active OR NOT $2)
      ORDER BY l.bot_id`,
    [ids, activeOnly],
  );
  return rows.map((row) => row.bot_id);
}
