import type { ChatHistory, MessageApi } from "@org/api-client";
import { type Actor, accountScope } from "../../actor";
import type { Db } from "../../db/types";
import { NotFoundError } from "../../errors";
import type { Page, PageRequest } from "../../lib/pages";
import { ownerLinksOf } from "./answer-links";
import { conversationOf, inConversation, startsConversation } from "./conversation";

// The conversations as the back-office reads them (Chats): listed, and their messages read.

/** Which conversations a list keeps: those of one bot, those holding an answer rated so. */
export interface SessionFilters {
  botId?: number;
  /** 1 keeps the conversations with a liked answer, -1 those with a disliked one. */
  rating?: AnswerRating;
}

export type AnswerRating = 1 | -1;

/**
 * The messages of the conversation that session `s` begins: its own and those of the sessions
 * that went on with it (after a reload, on another page).
 */
const CONVERSATION_MESSAGES = `messages m WHERE m.session_id IN (
  SELECT c.id FROM chat_sessions c WHERE ${inConversation("c", "s.id")})`;

const SESSIONS = "chat_sessions s JOIN bots b ON b.id = s.bot_id";

/**
 * A conversation `s` (its first session) as the back-office lists it, with its figures; the
 * conversation's messages are read once per row, for all four figures.
 */
const HISTORY_COLUMNS = `s.id, s.bot_id AS bot, s.started_at,
    (SELECT c.closed_at FROM chat_sessions c WHERE ${inConversation("c", "s.id")}
      ORDER BY c.id DESC LIMIT 1) AS closed_at,
    figures.message_count, figures.last_message, figures.likes, figures.dislikes
  FROM ${SESSIONS}
  CROSS JOIN LATERAL (
    SELECT count(*) AS message_count,
           COALESCE((array_agg(m.message ORDER BY m.id DESC))[1], '') AS last_message,
           count(*) FILTER (WHERE m.rating = 1) AS likes,
           count(*) FILTER (WHERE m.rating = -1) AS dislikes
      FROM ${CONVERSATION_MESSAGES}
  ) figures`;

/**
 * Conversations of the bots the actor may see, newest first, each listed once under its first
 * session with the messages of all its sessions; empty ones are left out.
 */
export async function listSessions(
  db: Db,
  actor: Actor,
  filters: SessionFilters,
  page: PageRequest,
): Promise<Page<ChatHistory>> {
  const params: unknown[] = [];
  const where = [
    accountScope(actor, "b.account_id", params),
    startsConversation("s"),
    `EXISTS (SELECT 1 FROM ${CONVERSATION_MESSAGES})`,
  ];
  if (filters.botId !== undefined) {
    params.push(filters.botId);
    where.push(`s.bot_id = $${params.length}`);
  }
  if (filters.rating !== undefined) {
    params.push(filters.rating);
    where.push(
      `EXISTS (SELECT 1 FROM ${CONVERSATION_MESSAGES} AND m.sent_from = 'bot' AND m.rating = $${params.length})`,
    );
  }
  const scope = where.join(" AND ");
  const count = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM ${SESSIONS} WHERE ${scope}`,
    params,
  );
  const { rows } = await db.query<ChatHistory>(
    `SELECT ${HISTORY_COLUMNS} WHERE ${scope}
     ORDER BY s.started_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

/**
 * The conversation a session of a bot the actor may see belongs to, as the list shows it: under
 * its first session, whichever of its sessions is asked for (a miss names the session it was
 * asked in). Not found when the actor may not see it or it holds no message.
 */
export async function getSession(db: Db, actor: Actor, id: number): Promise<ChatHistory> {
  const params: unknown[] = [id];
  const scope = accountScope(actor, "b.account_id", params);
  const { rows } = await db.query<ChatHistory>(
    `SELECT ${HISTORY_COLUMNS}
     WHERE s.id = (SELECT ${conversationOf("c")} FROM chat_sessions c WHERE c.id = $1)
       AND ${startsConversation("s")} AND ${scope}
       AND EXISTS (SELECT 1 FROM ${CONVERSATION_MESSAGES})`,
    params,
  );
  const conversation = rows[0];
  if (!conversation) throw new NotFoundError();
  return conversation;
}

/**
 * Messages of the conversations the actor may see, in the order they were sent; with a session,
 * those of its whole conversation.
 */
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
    where.push(`${conversationOf("s")} = (
      SELECT ${conversationOf("c")} FROM chat_sessions c WHERE c.id = $${params.length})`);
  }
  const from = `messages m JOIN chat_sessions s ON s.id = m.session_id JOIN bots b ON b.id = s.bot_id
    WHERE ${where.join(" AND ")}`;
  const count = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${from}`, params);
  const { rows } = await db.query<MessageApi>(
    `SELECT ${messageColumns(actor)} FROM ${from}
      ORDER BY m.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

/** A message `m` as the back-office reads it, its sources named as the actor may read them. */
const messageColumns = (actor: Actor) => `m.id, m.session_id AS session, m.sent_from, m.sent_at,
  m.message, m.rating, m.rating_comment, m.reformulated_message,
  ${ownerLinksOf("m.links", actor)} AS links, m.outcome, m.confidence,
  m.curated_answer_id AS curated_answer, m.missed_question_id AS missed_question`;

/** One message as the API shows it to the actor. */
export async function readMessage(db: Db, actor: Actor, id: number): Promise<MessageApi> {
  const { rows } = await db.query<MessageApi>(
    `SELECT ${messageColumns(actor)} FROM messages m WHERE m.id = $1`,
    [id],
  );
  return rows[0] as MessageApi;
}
