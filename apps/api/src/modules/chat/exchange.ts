import type {
  Answer,
  EarlierMessage,
  MessageApi,
  Rating,
  SendMessagePayload,
  SessionClosePayload,
  SessionCredentials,
  SessionStartPayload,
  SessionStartResult,
} from "@org/api-client";
import type { ChatTurn } from "@org/knowledge";
import type { AppDeps } from "../../app-deps";
import {
  ANSWER_HISTORY_MESSAGES,
  PERMISSION,
  QUESTION_EMBEDDING_TIMEOUT_MS,
  RESUMED_MESSAGES,
} from "../../constants";
import { isForeignKeyViolation } from "../../db/errors";
import type { Db } from "../../db/types";
import {
  AppError,
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  ServiceUnavailableError,
  ValidationError,
} from "../../errors";
import { messages } from "../../lib/validation";
import { embeddingSettingsOf, providerSettingsOf } from "../accounts/service";
import { hashSecret, newSecret, secretMatches } from "../auth/secrets";
import {
  type ActiveBot,
  activeBotQuery,
  assertAllowedOrigin,
  foundActiveBot,
} from "../bots/active-bot";
import { type Actor, canSeeAccount, hasPermissions } from "../permissions/actor";
import {
  assertWithinRate,
  type CounterRow,
  countingStatement,
  throttle,
} from "../throttling/service";
import { activeWithinResumeWindow } from "./conversation-activity";
import { readMessage } from "./history";
import { SessionEndedError, SessionGoneError, WrongSecretError } from "./session-refusals";

// A visitor's side of a chat: starting a session, asking, rating an answer, closing the session.

const NO_ANSWER = "The assistant could not answer right now. Please try again.";
const BOT_MESSAGES_ONLY = "Only the assistant's answers can be rated.";
const COMMENT_WITH_DISLIKE_ONLY = "A comment is only kept with a dislike (rating -1).";

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

interface SessionRow {
  id: number;
  bot_id: number;
  secret_hash: string;
  closed: boolean;
}

/** A session of `beginExchange`, with whether its conversation is still within the window. */
interface ExchangeSessionRow extends SessionRow {
  active: boolean;
}

/** What the statement of `beginExchange` answers. */
interface ExchangeRow {
  address_counter: CounterRow;
  session: ExchangeSessionRow | null;
  session_counter: CounterRow | null;
  bot:
    | (ActiveBot & {
        provider_key: string | null;
        provider_base_url: string | null;
        embedding_model: string | null;
      })
    | null;
  knowledge_bases: { id: number; version: string }[];
  history: { sent_from: string; message: string }[];
  /** When the question arrived: it is stored with its answer, once there is one. */
  asked_at: string;
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
         SELECT COALESCE(conversation_id, id) AS conversation_id FROM chat_sessions
          WHERE id = $7::int AND bot_id = $3::int AND secret_hash = $8::text
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
       SELECT m.id, m.sent_from, m.message, m.rating, m.rating_comment <> '' AS rating_commented,
              m.links
         FROM messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE s.id = $1 OR s.conversation_id = $1
        ORDER BY m.id DESC LIMIT $2
     ) latest ORDER BY id`,
    [conversationId, RESUMED_MESSAGES],
  );
  return rows;
}

/** A visitor's question stored and ready to be answered (at once, or streamed). */
export interface Exchange {
  answer(options?: { onDelta?: (text: string) => void }): Promise<Answer>;
}

/**
 * Checks a visitor's message, then hands back the means to answer it: the question and the bot's
 * answer are stored together once the knowledge engine has written it. One statement counts the
 * request per address and per session, checks the session and its bot and reads what the answer
 * needs.
 */
export async function beginExchange(
  deps: Pick<AppDeps, "db" | "config" | "engine" | "logger">,
  payload: SessionPayload<SendMessagePayload>,
  visitor: Visitor,
): Promise<Exchange> {
  const { db, config, engine, logger } = deps;
  const question = payload.message.trim();
  if (question === "") throw new ValidationError({ message: [messages.blank] });
  const addressRate = config.limits.chatMessagesPerAddress;
  const sessionRate = config.limits.chatMessagesPerSession;
  const secret = payload.session_secret;
  const { rows } = await db.queryPrepared<ExchangeRow>(
    "chat_message_exchange",
    `WITH address_counter AS (${countingStatement("$1", "$2")}),
     session AS (
       SELECT s.id, s.bot_id, s.secret_hash, s.closed_at IS NOT NULL AS closed,
              COALESCE(s.conversation_id, s.id) AS conversation_id,
              ${activeWithinResumeWindow("COALESCE(s.conversation_id, s.id)")} AS active
         FROM chat_sessions s WHERE s.id = $3::int
     ),
     session_counter AS (${countingStatement("$4", "$5", {
       from: "address_counter, session",
       when: `address_counter.hits <= $6 AND session.secret_hash = $7::text
              AND NOT session.closed AND session.active`,
     })}),
     bot AS (${activeBotQuery(
       "(SELECT bot_id FROM session)",
       `, a.openai_api_key AS provider_key, a.openai_base_url AS provider_base_url,
          a.embedding_model`,
     )}),
     knowledge AS (
       SELECT k.id, k.index_version::text AS version
         FROM bot_knowledge_bases l JOIN knowledge_bases k ON k.id = l.knowledge_base_id
        WHERE l.bot_id = (SELECT id FROM bot) AND k.is_active
     ),
     history AS (
       SELECT m.id, m.sent_from, m.message FROM messages m, session
        WHERE m.session_id IN (SELECT c.id FROM chat_sessions c
                                WHERE c.id = session.conversation_id
                                   OR c.conversation_id = session.conversation_id)
          AND EXISTS (SELECT 1 FROM session_counter)
        ORDER BY m.id DESC LIMIT $8
     )
     SELECT now()::text AS asked_at,
            (SELECT row_to_json(address_counter) FROM address_counter) AS address_counter,
            (SELECT row_to_json(session) FROM session) AS session,
            (SELECT row_to_json(session_counter) FROM session_counter) AS session_counter,
            (SELECT row_to_json(bot) FROM bot) AS bot,
            (SELECT COALESCE(json_agg(knowledge ORDER BY id), '[]') FROM knowledge)
              AS knowledge_bases,
            (SELECT COALESCE(json_agg(history ORDER BY id), '[]') FROM history) AS history`,
    [
      `chat:address:${visitor.address}`,
      addressRate.windowSeconds,
      payload.session_id,
      `chat:session:${payload.session_id}`,
      sessionRate.windowSeconds,
      addressRate.limit,
      secret === undefined ? null : hashSecret(secret),
      ANSWER_HISTORY_MESSAGES,
    ],
  );
  const row = rows[0] as ExchangeRow;
  assertWithinRate(row.address_counter, addressRate);
  const session = checkedSession(row.session, secret);
  if (session.closed) throw new SessionEndedError("session_closed");
  if (!session.active) throw new SessionEndedError("session_expired");
  assertWithinRate(row.session_counter, sessionRate);
  const bot = foundActiveBot(row.bot);
  assertAllowedOrigin(bot, visitor.origin);
  const history: ChatTurn[] = row.history.map((turn) => ({
    role: turn.sent_from === "bot" ? "assistant" : "user",
    content: turn.message,
  }));
  const knowledgeBaseIds = row.knowledge_bases.map((base) => base.id);
  const indexVersions = new Map(row.knowledge_bases.map((base) => [base.id, base.version]));
  const account = {
    openai_api_key: bot.provider_key,
    openai_base_url: bot.provider_base_url,
    embedding_model: bot.embedding_model,
  };
  const provider = providerSettingsOf(config, account);
  // A visitor waits for the question's vector: a slow provider is given up on sooner than for
  // an answer, and the words alone are searched then.
  const { embedder } = embeddingSettingsOf(
    config,
    account,
    Math.min(config.providerTimeoutMs, QUESTION_EMBEDDING_TIMEOUT_MS),
  );

  return {
    async answer(options = {}) {
      let result: Awaited<ReturnType<typeof engine.answer>>;
      try {
        result = await engine.answer({
          db,
          bot: {
            id: bot.id,
            model: bot.model,
            systemPrompt: bot.systemPrompt,
            language: bot.language,
          },
          knowledgeBaseIds,
          indexVersions,
          question,
          history,
          provider,
          embedder,
          onDelta: options.onDelta,
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        logger.error("The knowledge engine failed to answer", { error, botId: bot.id });
        throw new ServiceUnavailableError(NO_ANSWER);
      }
      // The question and its answer are stored together, in one statement: a conversation
      // never shows a question left without its answer (an engine failure, a stopped server).
      // A conversation deleted while its answer was written takes neither.
      const { rows } = await db
        .queryPrepared<{ id: number; sent_from: string }>(
          "chat_exchange_insert",
          `INSERT INTO messages (session_id, sent_from, message, links, reformulated_message, sent_at)
         SELECT s.id, exchange.sent_from, exchange.message, exchange.links,
                exchange.reformulated_message, exchange.sent_at
           FROM chat_sessions s,
                (VALUES (1, 'user', $2, '[]'::jsonb, '', $3::timestamptz),
                        (2, 'bot', $4, $5::jsonb, $6, now()))
                  AS exchange (turn, sent_from, message, links, reformulated_message, sent_at)
          WHERE s.id = $1
          ORDER BY exchange.turn
         RETURNING id, sent_from`,
          [
            session.id,
            question,
            row.asked_at,
            result.answer,
            JSON.stringify(result.links),
            result.reformulatedMessage,
          ],
        )
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw new SessionGoneError();
          throw error;
        });
      const stored = rows.find((message) => message.sent_from === "bot");
      if (!stored) throw new SessionGoneError();
      return {
        id: stored.id,
        answer: result.answer,
        links: result.links,
        rating: 0,
      };
    },
  };
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

/** A rating of an answer and, with a dislike, what was wrong with it. */
export interface AnswerRatingChange {
  rating: Rating;
  /** Kept with a dislike; absent keeps the one given before, another rating clears it. */
  comment?: string;
}

/**
 * Rates a bot's answer: by the visitor of its session (who presents the session secret, from a
 * site the bot allows, while the bot is active), or by a signed-in user who may change the bot.
 */
export async function rateMessage(
  deps: Pick<AppDeps, "db" | "config">,
  id: number,
  change: AnswerRatingChange,
  proof: Visitor & { secret: string | undefined; actor: Actor | null },
): Promise<MessageApi> {
  const { rating } = change;
  const comment = change.comment?.trim();
  if (comment !== undefined && rating !== -1) {
    throw new ValidationError({ comment: [COMMENT_WITH_DISLIKE_ONLY] });
  }
  const { db, config } = deps;
  await throttle(db, `chat:address:${proof.address}`, config.limits.chatMessagesPerAddress);
  // The secret of any open session of the message's conversation proves the visitor: after a
  // reload, the answers read back are rated from the session that went on with it. A closed
  // session's secret rates nothing, as it asks nothing, and nothing is rated in a conversation
  // that has expired: a rating counts as the conversation's activity, and would otherwise let an
  // old secret bring a conversation back within reach.
  const { rows } = await db.query<{
    sent_from: string;
    /** Null when no session of the conversation has that secret. */
    secret_session_closed: boolean | null;
    conversation_active: boolean;
    active_bot: ActiveBot | null;
    account_id: number;
  }>(
    `SELECT m.sent_from, b.account_id,
            (SELECT row_to_json(active) FROM (${activeBotQuery("s.bot_id")}) active) AS active_bot,
            (SELECT c.closed_at IS NOT NULL FROM chat_sessions c
              WHERE (c.id = COALESCE(s.conversation_id, s.id)
                     OR c.conversation_id = COALESCE(s.conversation_id, s.id))
                AND c.secret_hash = $2::text
              LIMIT 1) AS secret_session_closed,
            ${activeWithinResumeWindow("COALESCE(s.conversation_id, s.id)")} AS conversation_active
     FROM messages m JOIN chat_sessions s ON s.id = m.session_id JOIN bots b ON b.id = s.bot_id
     WHERE m.id = $1`,
    [id, proof.secret === undefined ? null : hashSecret(proof.secret)],
  );
  const message = rows[0];
  const byVisitor = proof.secret !== undefined;
  if (byVisitor) {
    // An unknown message is answered like a wrong secret: ids tell a visitor nothing.
    if (!message || message.secret_session_closed === null) throw new WrongSecretError();
    if (message.secret_session_closed) throw new SessionEndedError("session_closed");
    if (!message.conversation_active) throw new SessionEndedError("session_expired");
    assertAllowedOrigin(foundActiveBot(message.active_bot), proof.origin);
  } else {
    if (!proof.actor) throw AuthenticationError.notProvided();
    if (!hasPermissions(proof.actor, [PERMISSION.changeBot])) throw new PermissionDeniedError();
    if (!message || !canSeeAccount(proof.actor, message.account_id)) throw new NotFoundError();
  }
  if (message.sent_from !== "bot") throw new ValidationError({ rating: [BOT_MESSAGES_ONLY] });
  // A visitor's rating is the conversation's activity (see lastActivityOf); a user's is not.
  await db.query(
    `UPDATE messages SET rating = $2::smallint,
       rating_comment = CASE WHEN $2::smallint = -1 THEN COALESCE($3::text, rating_comment)
                        ELSE '' END,
       rated_at = CASE WHEN $4::boolean THEN now() ELSE rated_at END
     WHERE id = $1`,
    [id, rating, comment ?? null, byVisitor],
  );
  return readMessage(db, id);
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

function checkedSession<Row extends SessionRow>(
  session: Row | null | undefined,
  secret: string | undefined,
): Row {
  if (!session || secret === undefined || !secretMatches(secret, session.secret_hash)) {
    throw new WrongSecretError();
  }
  return session;
}
