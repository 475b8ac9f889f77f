import { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import { describeFailure } from "../parsing/describe-failure";
import { parseLenient } from "../parsing/parse-lenient";
import { parseResponse } from "../parsing/parse-response";
import { readServerSentEvents } from "../parsing/server-sent-events";
import * as ROUTES from "../routes";
import {
  ANSWER_STREAM_EVENTS,
  type Answer,
  answerDeltaSchema,
  answerSchema,
  type ChatMessage,
  type ChatSession,
  type SessionStartResult,
  sessionStartResultSchema,
} from "../schemas/chat";
import type { Rating } from "../schemas/common";
import { logAndRethrow, recoverWith } from "./failure-policies";
import { type SessionEnded, sessionEndOf } from "./session-end";
import { type SessionStartRefusal, sessionStartRefusalOf } from "./session-start-refusal";

/** What a visitor presents to act on their own chat session. */
export type SessionCredentials = Pick<ChatSession, "session_id" | "session_secret">;

/**
 * Runs the call that asks a question: a failure is logged and gives undefined, except the refusal
 * of a session that can no longer be used, which gives why.
 */
async function asking(
  client: ApiClient,
  call: () => Promise<Answer>,
): Promise<Answer | SessionEnded | undefined> {
  try {
    return await call();
  } catch (error) {
    client.logger.error("Sending a message failed", describeFailure(error));
    const end = sessionEndOf(error);
    return end ? { sessionEnded: end } : undefined;
  }
}

const ANSWER_DEFAULTS: Partial<Answer> = { answer: "", links: [], rating: 0 };
const SESSION_START_DEFAULTS: Partial<SessionStartResult> = {
  bot_name: "",
  welcome_message: "",
  bot_avatar_url: null,
  earlier_messages: [],
};

function readAnswer(client: ApiClient, raw: unknown): Answer {
  return parseLenient(answerSchema, raw, ANSWER_DEFAULTS, client.logger, "answer");
}

const START_FAILED = "Starting a chat session failed";

/**
 * Opens a chat session with a bot; with the visitor's previous session (before a reload, on
 * another page), it goes on with that conversation and carries its latest messages. Undefined
 * (after logging) when that failed; `onRefused` is told why when the server refused it for good
 * (the bot unknown or deactivated, or not to be used from the page's site: see
 * SessionStartRefusal).
 */
export function startSession(
  client: ApiClient,
  botId: number,
  previous?: SessionCredentials,
  onRefused?: (refusal: SessionStartRefusal) => void,
): Promise<ChatSession | undefined> {
  return recoverWith(client.logger, START_FAILED, undefined, async () => {
    const raw = await client
      .request(ROUTES.startSession, {
        json: {
          bot_id: botId,
          ...(previous
            ? {
                previous_session: {
                  session_id: previous.session_id,
                  session_secret: previous.session_secret,
                },
              }
            : {}),
        },
      })
      .catch((error: unknown) => {
        const refusal = sessionStartRefusalOf(error);
        if (refusal) onRefused?.(refusal);
        throw error;
      });
    const started = parseLenient(
      sessionStartResultSchema,
      raw,
      SESSION_START_DEFAULTS,
      client.logger,
      "chat session",
    );
    return {
      session_id: started.session_id,
      session_secret: started.session_secret,
      bot_id: botId,
      bot_name: started.bot_name,
      welcome_message: started.welcome_message,
      botAvatarUrl: started.bot_avatar_url,
      earlierMessages: (started.earlier_messages ?? []).map(
        (message): ChatMessage => ({
          id: message.id,
          role: message.sent_from === "bot" ? "assistant" : "user",
          content: message.message,
          rating: message.rating,
          commented: message.rating_commented,
          sources: message.links,
          curated: message.curated,
          smallTalk: message.small_talk,
        }),
      ),
    };
  });
}

/**
 * Asks the bot a question; undefined (after logging) when that failed, or why (after logging)
 * when the session can no longer be used.
 */
export function sendMessage(
  client: ApiClient,
  session: SessionCredentials,
  message: string,
): Promise<Answer | SessionEnded | undefined> {
  return asking(client, async () => {
    const raw = await client.request(ROUTES.sendMessage, {
      json: { session_id: session.session_id, session_secret: session.session_secret, message },
    });
    return readAnswer(client, raw);
  });
}

/**
 * Asks the bot a question and receives the answer as it is written: `onDelta` gets each piece of
 * text, and the promise the whole Answer; undefined (after logging) when that failed, or why
 * (after logging) when the session can no longer be used, before or while the answer was written.
 */
export function streamMessage(
  client: ApiClient,
  session: SessionCredentials,
  message: string,
  onDelta: (text: string) => void,
): Promise<Answer | SessionEnded | undefined> {
  return asking(client, async () => {
    const response = await client.send(ROUTES.streamMessage, {
      json: { session_id: session.session_id, session_secret: session.session_secret, message },
    });
    if (!response.body)
      throw new ApiError({ kind: "other", message: "The answer stream is empty" });
    for await (const { event, data } of readServerSentEvents(response.body)) {
      if (event === ANSWER_STREAM_EVENTS.delta) {
        onDelta(
          parseResponse(answerDeltaSchema, JSON.parse(data), client.logger, "answer piece").text,
        );
      } else if (event === ANSWER_STREAM_EVENTS.done) {
        return readAnswer(client, JSON.parse(data));
      } else if (event === ANSWER_STREAM_EVENTS.error) {
        throw new ApiError({
          kind: "response",
          status: response.status,
          body: JSON.parse(data),
          message: "The answer stream failed",
        });
      }
    }
    throw new ApiError({ kind: "other", message: "The answer stream ended without an answer" });
  });
}

/**
 * Closes a chat session. Sent with keepalive so that it still goes out while the page unloads;
 * a failure is only logged.
 */
export async function closeSession(client: ApiClient, session: SessionCredentials): Promise<void> {
  await recoverWith(client.logger, "Closing the chat session failed", undefined, () =>
    client.request(ROUTES.closeSession, {
      json: { session_id: session.session_id, session_secret: session.session_secret },
      keepalive: true,
    }),
  );
}

/**
 * Deletes, for good, the visitor's own conversation, proven by the secret of its session: what
 * the privacy terms promise. A failure is logged and rejected.
 */
export async function deleteOwnConversation(
  client: ApiClient,
  session: SessionCredentials,
): Promise<void> {
  await logAndRethrow(client.logger, "Deleting the conversation failed", () =>
    client.request(ROUTES.deleteConversation, {
      params: { id: session.session_id },
      json: { session_secret: session.session_secret },
    }),
  );
}

/**
 * Rates an answer (1 liked, -1 disliked, 0 neither). Visitors present their session secret;
 * signed-in staff need none. A failure is logged and rejected.
 */
export async function rateMessage(
  client: ApiClient,
  messageId: number,
  rating: Rating,
  sessionSecret?: string,
): Promise<void> {
  await logAndRethrow(client.logger, "Rating the answer failed", () =>
    client.request(ROUTES.rateMessage, {
      params: { id: messageId },
      json: { rating, session_secret: sessionSecret },
    }),
  );
}

/**
 * Says why a disliked answer was wrong: the comment is kept with the dislike (and shown in the
 * back-office's Chats and in the weekly mail of disliked answers). A failure is logged and rejected.
 */
export async function commentOnDislike(
  client: ApiClient,
  messageId: number,
  comment: string,
  sessionSecret?: string,
): Promise<void> {
  await logAndRethrow(client.logger, "Sending the comment failed", () =>
    client.request(ROUTES.rateMessage, {
      params: { id: messageId },
      json: { rating: -1, comment, session_secret: sessionSecret },
    }),
  );
}
