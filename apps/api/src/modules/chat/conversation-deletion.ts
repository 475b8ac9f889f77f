import { type Actor, canSeeAccount, hasPermissions } from "../../actor";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import type { Db } from "../../db/types";
import { NotFoundError, PermissionDeniedError } from "../../errors";
import { secretMatches } from "../auth/secrets";
import { assertAllowedOrigin } from "../bots/active-bot";
import { throttle } from "../throttling/service";
import { conversationOf, inConversation } from "./conversation";
import { WrongSecretError } from "./session-refusals";
import type { Visitor } from "./sessions";

// Deleting a conversation for good (every session of it, with their messages, ratings and
// comments), as the privacy terms promise visitors: by the visitor, with their session's secret,
// or by a user of its account who may delete conversations. A trace without content is kept in
// `conversation_deletions`.

interface ConversationRow {
  /** The conversation's first session. */
  conversation_id: number;
  bot_id: number;
  account_id: number;
  /** The secret of the session named, not of the conversation's first. */
  secret_hash: string;
  allowedOrigins: string[];
}

/**
 * A visitor deletes the conversation of their session, with that session's secret, from a site
 * the bot allows (the bot need not be active: deleting is a right that outlives it). An unknown
 * session is answered like a wrong secret, so that ids tell nothing.
 */
export async function deleteOwnConversation(
  deps: Pick<AppDeps, "db" | "config">,
  sessionId: number,
  proof: Visitor & { secret: string },
): Promise<void> {
  const { db, config } = deps;
  await throttle(db, `chat:address:${proof.address}`, config.limits.chatMessagesPerAddress);
  const found = await findConversation(db, sessionId);
  if (!found || !secretMatches(proof.secret, found.secret_hash)) {
    throw new WrongSecretError();
  }
  assertAllowedOrigin(found, proof.origin);
  // Deleted meanwhile by another request: it is gone all the same, and traced once.
  await removeConversation(db, found, null);
}

/**
 * A user who may delete conversations deletes one of their accounts' (404 for the others), named
 * by any of its sessions.
 */
export async function deleteAccountConversation(
  db: Db,
  actor: Actor,
  sessionId: number,
): Promise<void> {
  if (!hasPermissions(actor, [PERMISSION.deleteConversation])) throw new PermissionDeniedError();
  const found = await findConversation(db, sessionId);
  if (!found || !canSeeAccount(actor, found.account_id)) throw new NotFoundError();
  if (!(await removeConversation(db, found, actor))) throw new NotFoundError();
}

/** The conversation of a session, with what the checks need; undefined for no such session. */
async function findConversation(db: Db, sessionId: number): Promise<ConversationRow | undefined> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT ${conversationOf("s")} AS conversation_id, s.bot_id, b.account_id,
            s.secret_hash, b.allowed_origins AS "allowedOrigins"
       FROM chat_sessions s JOIN bots b ON b.id = s.bot_id
      WHERE s.id = $1`,
    [sessionId],
  );
  return rows[0];
}

/**
 * In one transaction: counts what the conversation holds, deletes it (its first session; the
 * others and every message go with it) and writes the trace. False when it was already gone.
 */
async function removeConversation(
  db: Db,
  conversation: ConversationRow,
  user: Actor | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locking its sessions holds back a question and its answer being stored meanwhile (their
    // insert waits, then finds the session gone): the counts are those of what is deleted.
    const { rows: sessions } = await tx.query<{ id: number }>(
      `SELECT s.id FROM chat_sessions s WHERE ${inConversation("s", "$1")} FOR UPDATE`,
      [conversation.conversation_id],
    );
    if (sessions.length === 0) return false;
    await tx.query(
      `INSERT INTO conversation_deletions
         (conversation_id, bot_id, account_id, deleted_by, deleted_by_user_id,
          session_count, message_count, rating_count, comment_count)
       SELECT $1, $2, $3, $4, $5, $6,
              count(*), count(*) FILTER (WHERE rating <> 0),
              count(*) FILTER (WHERE rating_comment <> '')
         FROM messages WHERE session_id = ANY($7::int[])`,
      [
        conversation.conversation_id,
        conversation.bot_id,
        conversation.account_id,
        user ? "user" : "visitor",
        user?.userId ?? null,
        sessions.length,
        sessions.map((session) => session.id),
      ],
    );
    await tx.query("DELETE FROM chat_sessions WHERE id = $1", [conversation.conversation_id]);
    return true;
  });
}
