import type { Answer, SendMessagePayload } from "@org/api-client";
import { ANSWER_HISTORY_MESSAGES, type ChatTurn } from "@org/knowledge";
import type { AppDeps } from "../../app-deps";
import { isForeignKeyViolation } from "../../db/errors";
import { ValidationError } from "../../errors";
import { messages } from "../../lib/validation";
import { hashSecret } from "../auth/secrets";
import {
  type ActiveBot,
  activeBotQuery,
  assertAllowedOrigin,
  foundActiveBot,
} from "../bots/active-bot";
import { recordMiss } from "../missed-questions/recording";
import { EMBEDDING_COLUMNS } from "../provider-settings/embedding-settings";
import { assertWithinRate, type CounterRow, countingStatement } from "../throttling/service";
import { storedLinks, visitorLinks } from "./answer-links";
import { activeWithinResumeWindow, conversationOf, inConversation } from "./conversation";
import { botReply } from "./reply";
import { type ReplyingBot, replyingBotSettings } from "./replying-bot";
import { SessionEndedError, SessionGoneError } from "./session-refusals";
import { checkedSession, type SessionPayload, type SessionRow, type Visitor } from "./sessions";

// A visitor's question: checked, answered by the knowledge engine, stored with its answer.

/** A session of `beginExchange`, with whether its conversation is still within the window. */
interface ExchangeSessionRow extends SessionRow {
  active: boolean;
}

/** What the statement of `beginExchange` answers. */
interface ExchangeRow {
  address_counter: CounterRow;
  session: ExchangeSessionRow | null;
  session_counter: CounterRow | null;
  bot: (ActiveBot & ReplyingBot) | null;
  knowledge_bases: { id: number; version: string }[];
  history: { sent_from: string; message: string }[];
  /** When the question arrived: it is stored with its answer, once there is one. */
  asked_at: string;
}

/** A visitor's question stored and ready to be answered (at once, or streamed). */
export interface Exchange {
  answer(options?: { onDelta?: (text: string) => void }): Promise<Answer>;
  /**
   * Files the answer among the questions missed when it is a miss (recordMiss), once the visitor
   * has it: a failure is only logged, the answer is the visitor's whatever happens to it.
   */
  fileMiss(answer: Answer): Promise<void>;
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
  const { db, config, logger } = deps;
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
              ${conversationOf("s")} AS conversation_id,
              ${activeWithinResumeWindow(conversationOf("s"))} AS active
         FROM chat_sessions s WHERE s.id = $3::int
     ),
     session_counter AS (${countingStatement("$4", "$5", {
       from: "address_counter, session",
       when: `address_counter.hits <= $6 AND session.secret_hash = $7::text
              AND NOT session.closed AND session.active`,
     })}),
     bot AS (${activeBotQuery("(SELECT bot_id FROM session)", `, ${EMBEDDING_COLUMNS}`)}),
     knowledge AS (
       SELECT k.id, k.index_version::text AS version
         FROM bot_knowledge_bases l JOIN knowledge_bases k ON k.id = l.knowledge_base_id
        WHERE l.bot_id = (SELECT id FROM bot) AND k.is_active
     ),
     history AS (
       SELECT m.id, m.sent_from, m.message FROM messages m, session
        WHERE m.session_id IN (SELECT c.id FROM chat_sessions c
                                WHERE ${inConversation("c", "session.conversation_id")})
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
  const replying = replyingBotSettings(config, bot);

  return {
    fileMiss: (answer) =>
      recordMiss(db, answer.id).catch((error: unknown) =>
        logger.error("Filing a missed question failed", { error, botId: bot.id }),
      ),
    async answer(options = {}) {
      const reply = await botReply(deps, {
        db,
        ...replying,
        knowledgeBaseIds,
        indexVersions,
        question,
        history,
        onDelta: options.onDelta,
      });
      // The question and its answer are stored together, in one statement: a conversation
      // never shows a question left without its answer (an engine failure, a stopped server).
      // A conversation deleted while its answer was written takes neither.
      const { rows } = await db
        .queryPrepared<{ id: number; sent_from: string }>(
          "chat_exchange_insert",
          `INSERT INTO messages (session_id, sent_from, message, links, reformulated_message, sent_at,
                                 outcome, confidence, curated_answer_id, answers_small_talk)
         SELECT s.id, exchange.sent_from, exchange.message, exchange.links,
                exchange.reformulated_message, exchange.sent_at, exchange.outcome,
                exchange.confidence, exchange.curated_answer_id, exchange.answers_small_talk
           FROM chat_sessions s,
                (VALUES (1, 'user', $2, '[]'::jsonb, '', $3::timestamptz, NULL, NULL::float8,
                         NULL::int, false),
                        (2, 'bot', $4, $5::jsonb, $6, now(), $7::text, $8::float8, $9::int,
                         $10::boolean))
                  AS exchange (turn, sent_from, message, links, reformulated_message, sent_at,
                               outcome, confidence, curated_answer_id, answers_small_talk)
          WHERE s.id = $1
          ORDER BY exchange.turn
         RETURNING id, sent_from`,
          [
            session.id,
            question,
            row.asked_at,
            reply.answer,
            storedLinks(reply.links),
            reply.reformulatedMessage,
            reply.outcome,
            reply.confidence,
            reply.curatedAnswerId,
            reply.answersSmallTalk,
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
        answer: reply.answer,
        links: visitorLinks(reply.links),
        rating: 0,
        curated: reply.outcome === "curated",
        small_talk: reply.outcome === "small_talk",
      };
    },
  };
}
