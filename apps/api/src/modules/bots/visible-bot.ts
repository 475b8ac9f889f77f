import { type Actor, accountScope } from "../../actor";
import type { Db } from "../../db/types";

/** Whether the bot exists in an account the actor may see. */
export async function botIsVisible(db: Db, actor: Actor, botId: number): Promise<boolean> {
  const params: unknown[] = [botId];
  const { rows } = await db.query(
    `SELECT 1 FROM bots b WHERE b.id = $1 AND ${accountScope(actor, "b.account_id", params)}`,
    params,
  );
  return rows.length > 0;
}
