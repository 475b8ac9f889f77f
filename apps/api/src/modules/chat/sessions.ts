import type {
  EarlierMessage,
  SessionClosePayload,
  SessionCredentials,
  SessionStartPayload,
  SessionStartResult,
} from "@org/api-client";
import type { AppDeps } from "../../app-deps";
import { RESUMED_MESSAGES } from "../../constants";
import { isForeignKeyViolation } from "../../db/errors";
import type { Db } from "../../db/types";
import { hashSecret, newSecret, secretMatches } from "../auth/secrets";
import {
  type ActiveBot,
  activeBotQuery,
  assertAllowedOrigin,
  foundActiveBot,
} from "../bots/active-bot";
import { assertWithinRate, type CounterRow, countingStatement } from "../throttling/service";
import { activeWithinResumeWindow, conversationOf, inConversation } from "./conversation";
import { WrongSecretError } from "./session-refusals";
import { VISITOR_MESSAGE_COLUMNS } from "./visitor-message";

// A visitor's sessions: started (going on with a conversation or not), proved by their secret,
// closed.

/** Where a public chat request comes from, for rate limits and embedding rules. */
export interface Visitor {
  address: string;
  /** The page's origin, when a browser sent one. */
  origin: string | undefined;
}

/** A public chat payload; a missing secret is refused like a wrong one (403). */
export type SessionPayload<P extends { session_secret: string }> = Omit<P, "session_secret"> & {
  session_secret?: string;
};

export interface SessionRow {
  id: number;
  bot_id: number;
  secret_hash: string;
  closed: boolean;
}

/** What the statement of `startSession` answers. */
type StartRow = CounterRow & {
  bot: ActiveBot | null;
  session_id: number | null;
  conversation_id: number | null;
};

/**
 * Opens a session with an active bot; the secret is shown once, here. One statement counts the
 * request, finds the bot and stores the session when neither the limit nor the bot's allowed
 * origins refuse it. With the previous session of the visitor (its secret matching, same bot),
 * the new session goes on with that conversation, and its latest messages are answered, when it
 * was last active less than RESUME_WINDOW_MS ago; an older one is left as it is, and the new
 * session begins a conversation of its own, as it does when that conversation is being deleted.
 */
export async function startSession(
  deps: Pick<AppDeps, "db" | "config">,
  payload: SessionStartPayload,
  visitor: Visitor,
): Promise<SessionStartResult> {
  const { db, config } = deps;
  const rate = config.limits.sessionStartsPerAddress;
  const secret = newSecret();
  const previous = payload.previous_session;
  const insert = (goingOnWith: SessionCredentials | undefined) =>
    db.queryPrepared<StartRow>(
      "chat_session_start",
      `WITH counter AS (${countingStatement("$1", "$2")}),
       bot AS (${activeBotQuery("$3::int")}),
       matching AS (
         SELECT ${conversationOf("s")} AS conversation_id FROM chat_sessions s
          WHERE s.id = $7::int AND s.bot_id = $3::int AND s.secret_hash = $8::text
       ),
       previous AS (
         SELECT conversation_id FROM matching
          WHERE ${activeWithinResumeWindow("matching.conversation_id")}
       ),
       session AS (
         INSERT INTO chat_sessions (bot_id, secret_hash, conversation_id)
         SELECT bot.id, $4, (SELECT conversation_id FROM previous) FROM bot, counter
          WHERE counter.hits <= $5 AND ($6::text IS NULL
            OR jsonb_array_length(bot."allowedOrigins") = 0
            OR bot."allowedOrigins" @> jsonb_build_array($6::text))
         RETURNING id, conversation_id
       )
       SELECT counter.hits, counter.remaining,
              (SELECT row_to_json(bot) FROM bot) AS bot, (SELECT id FROM session) AS session_id,
              (SELECT conversation_id FROM session) AS conversation_id
         FROM counter`,
      [
        `session-start:address:${visitor.address}`,
        rate.windowSeconds,
        payload.bot_id,
        hashSecret(secret),
        rate.limit,
        visitor.origin || null,
        goingOnWith?.session_id ?? null,
        goingOnWith ? hashSecret(goingOnWith.session_secret) : null,
      ],
    );
  const { rows } = await insert(previous).catch((error: unknown) => {
    // The conversation was being deleted (its sessions locked by the deletion): the new session
    // waited for it, then found it gone. Nothing was stored or counted; it begins its own.
    if (previous && isForeignKeyViolation(error)) return insert(undefined);
    throw error;
  });
  const row = rows[0];
  assertWithinRate(row, rate);
  const bot = foundActiveBot(row?.bot);
  assertAllowedOrigin(bot, visitor.origin);
  const conversation = row?.conversation_id;
  return {
    session_id: row?.session_id as number,
    session_secret: secret,
    bot_name: bot.name,
    welcome_message: bot.welcomeMessage,
    bot_avatar_url: bot.avatarUrl,
    earlier_messages: conversation ? await latestMessages(db, conversation) : [],
  };
}

/** The latest messages of a conversation (all its sessions), oldest first. */
async function latestMessages(db: Db, conversationId: number): Promise<EarlierMessage[]> {
  const { rows } = await db.query<EarlierMessage>(
    `SELECT * FROM (
       SELECT ${VISITOR_MESSAGE_COLUMNS}
         FROM messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE ${inConversation("s", "$1")}
        ORDER BY m.id DESC LIMIT $2
     ) latest ORDER BY id`,
    [conversationId, RESUMED_MESSAGES],
  );
  return rows;
}

export async function closeSession(
  db: Db,
  payload: SessionPayload<SessionClosePayload>,
  visitor: Pick<Visitor, "origin">,
): Promise<void> {
  const session = await findSession(db, payload.session_id, payload.session_secret);
  assertAllowedOrigin(session, visitor.origin);
  if (!session.closed) {
    await db.query("UPDATE chat_sessions SET closed_at = now() WHERE id = $1", [session.id]);
  }
}

/**
 * A session with its bot's allowed sites, once its secret matches. An unknown session is answered
 * like a wrong secret (403), so that no one learns which session ids exist.
 */
async function findSession(
  db: Db,
  id: number,
  secret: string | undefined,
): Promise<SessionRow & { allowedOrigins: string[] }> {
  const { rows } = await db.query<SessionRow & { allowedOrigins: string[] }>(
    `SELECT s.id, s.bot_id, s.secret_hash, s.closed_at IS NOT NULL AS closed,
            b.allowed_origins AS "allowedOrigins"
       FROM chat_sessions s JOIN bots b ON b.id = s.bot_id
      WHERE s.id = $1`,
    [id],
  );
  return checkedSession(rows[0], secret);
}

export function checkedSession<Row extends SessionRow>(
  session: Row | null | undefined,
  secret: string | undefined,
): Row {
  if (!session || secret === undefined || !secretMatches(secret, session.secret_hash)) {
    throw new WrongSecretError();
  }
  return session;
}
