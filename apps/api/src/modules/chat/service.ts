import type {
  Answer,
  ChatHistory,
  MessageApi,
  Rating,
  SendMessagePayload,
  SessionClosePayload,
  SessionStartResult,
} from "@org/api-client";
import type { AppDeps } from "../../app-deps";
import { ANSWER_HISTORY_MESSAGES } from "../../constants";
import type { Db } from "../../db/types";
import {
  AppError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ServiceUnavailableError,
  ValidationError,
} from "../../errors";
import type { Page, PageRequest } from "../../http/pagination";
import { messages } from "../../http/validation";
import { providerSettings } from "../accounts/service";
import { hashSecret, newSecret, secretMatches } from "../auth/secrets";
import { findActiveBot } from "../bots/active-bot";
import type { ChatTurn } from "../knowledge/engine-port";
import { type Actor, accountScope, canSeeAccount, hasPermissions } from "../permissions/actor";
import { throttle } from "../throttling/service";

const WRONG_SECRET = "The session secret is missing or does not match this session.";
const SESSION_CLOSED = "This chat session is closed; start a new one.";
const NO_ANSWER = "The assistant could not answer right now. Please try again.";
const BOT_MESSAGES_ONLY = "Only the assistant's answers can be rated.";

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

/** Opens a conversation with an active bot; the secret is shown once, here. */
export async function startSession(
  deps: Pick<AppDeps, "db" | "config">,
  botId: number,
  visitor: Visitor,
): Promise<SessionStartResult> {
  const { db, config } = deps;
  await throttle(
    db,
    `session-start:address:${visitor.address}`,
    config.limits.sessionStartsPerAddress,
  );
  const bot = await findActiveBot(db, botId);
  if (
    visitor.origin &&
    bot.allowedOrigins.length > 0 &&
    !bot.allowedOrigins.includes(visitor.origin)
  ) {
    throw new PermissionDeniedError("This assistant may not be used from this site.");
  }
  const secret = newSecret();
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO chat_sessions (bot_id, secret_hash) VALUES ($1, $2) RETURNING id",
    [bot.id, hashSecret(secret)],
  );
  return {
    session_id: (rows[0] as { id: number }).id,
    session_secret: secret,
    bot_name: bot.name,
    welcome_message: bot.welcomeMessage,
    bot_avatar_url: bot.avatarUrl,
  };
}

/** A visitor's question stored and ready to be answered (at once, or streamed). */
export interface Exchange {
  answer(options?: { onDelta?: (text: string) => void; signal?: AbortSignal }): Promise<Answer>;
}

/**
 * Checks and stores a visitor's message, then hands back the means to answer it: the answer is
 * stored as the bot's message once the knowledge engine has written it.
 */
export async function beginExchange(
  deps: Pick<AppDeps, "db" | "config" | "engine" | "logger">,
  payload: SessionPayload<SendMessagePayload>,
  visitor: Visitor,
): Promise<Exchange> {
  const { db, config, engine, logger } = deps;
  const question = payload.message.trim();
  if (question === "") throw new ValidationError({ message: [messages.blank] });
  await throttle(db, `chat:address:${visitor.address}`, config.limits.chatMessagesPerAddress);
  const session = await openSession(db, payload.session_id, payload.session_secret);
  await throttle(db, `chat:session:${session.id}`, config.limits.chatMessagesPerSession);
  const bot = await findActiveBot(db, session.bot_id);

  const history = await recentTurns(db, session.id);
  await db.query("INSERT INTO messages (session_id, sent_from, message) VALUES ($1, 'user', $2)", [
    session.id,
    question,
  ]);
  const knowledgeBases = await db.query<{ id: number }>(
    `SELECT k.id FROM bot_knowledge_bases l JOIN knowledge_bases k ON k.id = l.knowledge_base_id
     WHERE l.bot_id = $1 AND k.is_active ORDER BY k.id`,
    [bot.id],
  );
  const provider = await providerSettings(db, config, bot.accountId);

  return {
    async answer(options = {}) {
      let result: Awaited<ReturnType<typeof engine.answer>>;
      try {
        result = await engine.answer({
          db,
          bot: {
            id: bot.id,
            accountId: bot.accountId,
            name: bot.name,
            model: bot.model,
            systemPrompt: bot.systemPrompt,
          },
          knowledgeBaseIds: knowledgeBases.rows.map((row) => row.id),
          question,
          history,
          provider,
          onDelta: options.onDelta,
          signal: options.signal,
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        logger.error("The knowledge engine failed to answer", { error, botId: bot.id });
        throw new ServiceUnavailableError(NO_ANSWER);
      }
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO messages (session_id, sent_from, message, links, reformulated_message)
         VALUES ($1, 'bot', $2, $3::jsonb, $4) RETURNING id`,
        [session.id, result.answer, JSON.stringify(result.links), result.reformulatedMessage ?? ""],
      );
      return {
        id: (rows[0] as { id: number }).id,
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
): Promise<void> {
  const session = await findSession(db, payload.session_id, payload.session_secret);
  if (!session.closed) {
    await db.query("UPDATE chat_sessions SET closed_at = now() WHERE id = $1", [session.id]);
  }
}

/**
 * Rates a bot's answer: by the visitor of its session (who presents the session secret), or by a
 * signed-in user who may change the bot.
 */
export async function rateMessage(
  deps: Pick<AppDeps, "db" | "config">,
  id: number,
  rating: Rating,
  proof: { secret: string | undefined; actor: Actor | null; address: string },
): Promise<MessageApi> {
  const { db, config } = deps;
  await throttle(db, `chat:address:${proof.address}`, config.limits.chatMessagesPerAddress);
  const { rows } = await db.query<{ sent_from: string; secret_hash: string; account_id: number }>(
    `SELECT m.sent_from, s.secret_hash, b.account_id
     FROM messages m JOIN chat_sessions s ON s.id = m.session_id JOIN bots b ON b.id = s.bot_id
     WHERE m.id = $1`,
    [id],
  );
  const message = rows[0];
  if (proof.secret !== undefined) {
    if (!message) throw new NotFoundError();
    if (!secretMatches(proof.secret, message.secret_hash))
      throw new PermissionDeniedError(WRONG_SECRET);
  } else {
    if (!proof.actor) throw AuthenticationError.notProvided();
    if (!hasPermissions(proof.actor, ["bots.change_bot"])) throw new PermissionDeniedError();
    if (!message || !canSeeAccount(proof.actor, message.account_id)) throw new NotFoundError();
  }
  if (message.sent_from !== "bot") throw new ValidationError({ rating: [BOT_MESSAGES_ONLY] });
  await db.query("UPDATE messages SET rating = $2 WHERE id = $1", [id, rating]);
  return loadMessage(db, id);
}

/** Which conversations a list keeps: those of one bot, those holding an answer rated so. */
export interface SessionFilters {
  botId?: number;
  /** 1 keeps the conversations with a liked answer, -1 those with a disliked one. */
  rating?: AnswerRating;
}

export type AnswerRating = 1 | -1;

/** Conversations of the bots the actor may see, newest first; empty sessions are left out. */
export async function listSessions(
  db: Db,
  actor: Actor,
  filters: SessionFilters,
  page: PageRequest,
): Promise<Page<ChatHistory>> {
  const params: unknown[] = [];
  const where = [
    accountScope(actor, "b.account_id", params),
    "EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.id)",
  ];
  if (filters.botId !== undefined) {
    params.push(filters.botId);
    where.push(`s.bot_id = $${params.length}`);
  }
  if (filters.rating !== undefined) {
    params.push(filters.rating);
    where.push(
      `EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.id AND m.sent_from = 'bot' AND m.rating = $${params.length})`,
    );
  }
  const from = `chat_sessions s JOIN bots b ON b.id = s.bot_id WHERE ${where.join(" AND ")}`;
  const count = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${from}`, params);
  const { rows } = await db.query<ChatHistory>(
    `SELECT s.id, s.bot_id AS bot, s.started_at, s.closed_at,
            (SELECT count(*) FROM messages m WHERE m.session_id = s.id) AS message_count,
            COALESCE((SELECT m.message FROM messages m WHERE m.session_id = s.id
                      ORDER BY m.id DESC LIMIT 1), '') AS last_message,
            (SELECT count(*) FROM messages m WHERE m.session_id = s.id AND m.rating = 1) AS likes,
            (SELECT count(*) FROM messages m WHERE m.session_id = s.id AND m.rating = -1) AS dislikes
     FROM ${from} ORDER BY s.started_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

/** Messages of the conversations the actor may see, in the order they were sent. */
export async function listMessages(
  db: Db,
  actor: Actor,
  sessionId: number | undefined,
  page: PageRequest,
): Promise<Page<MessageApi>> {
  const params: unknown[] = [];
  const where = [accountScope(actor, "b.account_id", params)];
  if (sessionId !== undefined) {
    params.push(sessionId);
    where.push(`m.session_id = $${params.length}`);
  }
  const from = `messages m JOIN chat_sessions s ON s.id = m.session_id JOIN bots b ON b.id = s.bot_id
    WHERE ${where.join(" AND ")}`;
  const count = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${from}`, params);
  const { rows } = await db.query<MessageApi>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${from} ORDER BY m.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

const MESSAGE_COLUMNS = `m.id, m.session_id AS session, m.sent_from, m.sent_at, m.message, m.rating,
  m.reformulated_message, m.links`;

async function loadMessage(db: Db, id: number): Promise<MessageApi> {
  const { rows } = await db.query<MessageApi>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.id = $1`,
    [id],
  );
  return rows[0] as MessageApi;
}

/** A session, once its secret matches: 404 when unknown, 403 when the secret is wrong. */
async function findSession(db: Db, id: number, secret: string | undefined): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    "SELECT id, bot_id, secret_hash, closed_at IS NOT NULL AS closed FROM chat_sessions WHERE id = $1",
    [id],
  );
  const session = rows[0];
  if (!session) throw new NotFoundError();
  if (secret === undefined || !secretMatches(secret, session.secret_hash)) {
    throw new PermissionDeniedError(WRONG_SECRET);
  }
  return session;
}

async function openSession(db: Db, id: number, secret: string | undefined): Promise<SessionRow> {
  const session = await findSession(db, id, secret);
  if (session.closed) throw new ConflictError(SESSION_CLOSED);
  return session;
}

async function recentTurns(db: Db, sessionId: number): Promise<ChatTurn[]> {
  const { rows } = await db.query<{ sent_from: string; message: string }>(
    `SELECT sent_from, message FROM (
       SELECT id, sent_from, message FROM messages WHERE session_id = $1 ORDER BY id DESC LIMIT $2
     ) recent ORDER BY id`,
    [sessionId, ANSWER_HISTORY_MESSAGES],
  );
  return rows.map((row) => ({
    role: row.sent_from === "bot" ? "assistant" : "user",
    content: row.message,
  }));
}
