import type { BotLanguage } from "@org/api-client";
import type { Db } from "../../db/types";
import { NotFoundError, PermissionDeniedError } from "../../errors";

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
  /** The language of the answers' fixed replies (and of the widget, unless the site says). */
  language: BotLanguage;
}

export const BOT_UNAVAILABLE = "This assistant does not exist or is not active.";
const ORIGIN_REFUSED = "This assistant may not be used from this site.";

/**
 * The query of the bot whose id is the SQL expression `botId`, active or not, its columns named
 * as `ActiveBot`; with `columns`, further columns of the bot `b` or of its account `a`.
 */
export function botQuery(botId: string, columns = ""): string {
  return `SELECT b.id, b.account_id AS "accountId", b.name, b.model,
            b.system_prompt AS "systemPrompt", b.welcome_message AS "welcomeMessage",
            b.avatar_url AS "avatarUrl", b.allowed_origins AS "allowedOrigins",
            b.language${columns}
     FROM bots b JOIN accounts a ON a.id = b.account_id
     WHERE b.id = ${botId}`;
}

/**
 * The query of the active bot whose id is the SQL expression `botId` (an active bot of an active
 * account), as `botQuery`.
 */
export function activeBotQuery(botId: string, columns = ""): string {
  return `${botQuery(botId, columns)} AND b.is_active AND a.is_active`;
}

/** The bot a query of `activeBotQuery` found, or a 404 that says so plainly. */
export function foundActiveBot<Bot extends ActiveBot>(bot: Bot | null | undefined): Bot {
  if (!bot) throw new NotFoundError(BOT_UNAVAILABLE);
  return bot;
}

/** An active bot of an active account, or a 404 that says so plainly. */
export async function findActiveBot(db: Db, botId: number): Promise<ActiveBot> {
  const { rows } = await db.query<ActiveBot>(activeBotQuery("$1"), [botId]);
  return foundActiveBot(rows[0]);
}

/**
 * Refuses (403) a page whose origin the bot does not allow, when it names the sites it may be
 * used from; a request with no origin (not sent by a page) is not refused here.
 */
export function assertAllowedOrigin(
  bot: Pick<ActiveBot, "allowedOrigins">,
  origin: string | undefined,
): void {
  if (origin && bot.allowedOrigins.length > 0 && !bot.allowedOrigins.includes(origin)) {
    throw new PermissionDeniedError(ORIGIN_REFUSED);
  }
}
