import type { Db } from "../../db/types";
import { NotFoundError } from "../../errors";

/** What the public side of a bot (widget, chat) needs to know about it. */
export interface ActiveBot {
  id: number;
  accountId: number;
  name: string;
  model: string;
  systemPrompt: string;
  welcomeMessage: string;
  avatarUrl: string | null;
  allowedOrigins: string[];
}

export const BOT_UNAVAILABLE = "This assistant does not exist or is not active.";

/** An active bot of an active account, or a 404 that says so plainly. */
export async function findActiveBot(db: Db, botId: number): Promise<ActiveBot> {
  const { rows } = await db.query<ActiveBot>(
    `SELECT b.id, b.account_id AS "accountId", b.name, b.model, b.system_prompt AS "systemPrompt",
            b.welcome_message AS "welcomeMessage", b.avatar_url AS "avatarUrl",
            b.allowed_origins AS "allowedOrigins"
     FROM bots b JOIN accounts a ON a.id = b.account_id
     WHERE b.id = $1 AND b.is_active AND a.is_active`,
    [botId],
  );
  const bot = rows[0];
  if (!bot) throw new NotFoundError(BOT_UNAVAILABLE);
  return bot;
}
