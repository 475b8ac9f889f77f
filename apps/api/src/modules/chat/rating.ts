import type { EarlierMessage, MessageApi, Rating } from "@org/api-client";
import { type Actor, canSeeAccount, hasPermissions } from "../../actor";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import {
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from "../../errors";
import { hashSecret } from "../auth/secrets";
import {
  type ActiveBot,
  activeBotQuery,
  assertAllowedOrigin,
  foundActiveBot,
} from "../bots/active-bot";
import { recordMiss } from "../missed-questions/recording";
import { throttle } from "../throttling/service";
import { activeWithinResumeWindow, conversationOf, inConversation } from "./conversation";
import { readMessage } from "./history";
import { SessionEndedError, WrongSecretError } from "./session-refusals";
import type { Visitor } from "./sessions";
import { readVisitorMessage } from "./visitor-message";

// A rating of an answer: by the visitor of its conversation, or by a user who may change the bot
// and read its conversations.

/** A user rates the bots they may change, and is answered the message: a conversation's content. */
const USER_RATING = [PERMISSION.changeBot, PERMISSION.viewConversation];

const BOT_MESSAGES_ONLY = "Only the assistant's answers can be rated.";
const COMMENT_WITH_DISLIKE_ONLY = "A comment is only kept with a dislike (rating -1).";

/** A rating of an answer and, with a dislike, what was wrong with it. */
export interface AnswerRatingChange {
  rating: Rating;
  /** Kept with a dislike; absent keeps the one given before, another rating clears it. */
  comment?: string;
}

/**
 * Rates a bot's answer: by the visitor of its session (who presents the session secret, from a
 * site the bot allows, while the bot is active), or by a signed-in user who may change the bot and
 * read its conversations.
 * Answers the message as the one who rated it reads it: the visitor as the widget shows it.
 */
export async function rateMessage(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  id: number,
  change: AnswerRatingChange,
  proof: Visitor & { secret: string | undefined; actor: Actor | null },
): Promise<MessageApi | EarlierMessage> {
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
              WHERE ${inConversation("c", conversationOf("s"))} AND c.secret_hash = $2::text
              LIMIT 1) AS secret_session_closed,
            ${activeWithinResumeWindow(conversationOf("s"))} AS conversation_active
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
    if (!hasPermissions(proof.actor, USER_RATING)) throw new PermissionDeniedError();
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
  if (rating === -1) {
    await recordMiss(db, id).catch((error: unknown) =>
      deps.logger.error("Filing a missed question failed", { error, messageId: id }),
    );
  }
  return byVisitor || !proof.actor ? readVisitorMessage(db, id) : readMessage(db, proof.actor, id);
}
