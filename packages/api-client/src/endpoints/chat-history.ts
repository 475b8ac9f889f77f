import type { ApiClient } from "../client/create-api-client";
import { MESSAGES_PAGE_SIZE } from "../constants";
import { readLenientPage } from "../parsing/list-response";
import { parseLenient } from "../parsing/parse-lenient";
import * as ROUTES from "../routes";
import {
  type ChatHistory,
  chatHistorySchema,
  type MessageApi,
  messageApiSchema,
} from "../schemas/chat-history";
import type { Paged, PageParams, Rating } from "../schemas/common";
import { logAndRethrow, recoverWith } from "./failure-policies";

// The conversations as the back-office reads them; the visitor's chat is in ./chat.

/** Paging, and optionally only the conversations holding an answer rated so (1 liked, -1 disliked). */
export interface ChatSessionListParams extends PageParams {
  rating?: Exclude<Rating, 0>;
}

const HISTORY_DEFAULTS: Partial<ChatHistory> = {
  closed_at: null,
  message_count: 0,
  last_message: "",
  likes: 0,
  dislikes: 0,
};
const MESSAGE_DEFAULTS: Partial<MessageApi> = {
  message: "",
  rating: 0,
  rating_comment: "",
  reformulated_message: "",
  links: [],
  outcome: null,
  confidence: null,
};

/** A bot's conversations for the back-office; null (after logging) when they cannot be loaded. */
export function listChatSessions(
  client: ApiClient,
  botId: number,
  params: ChatSessionListParams = {},
): Promise<Paged<ChatHistory> | null> {
  return recoverWith(client.logger, "Loading the chat history failed", null, async () => {
    const raw = await client.request(ROUTES.listChatSessions, {
      searchParams: { bot_id: botId, ...params },
    });
    return readLenientPage(chatHistorySchema, raw, HISTORY_DEFAULTS, client.logger, "chat session");
  });
}

/**
 * The conversation a session belongs to, as the list shows it (under its first session), from
 * any of its sessions: e.g. the one a missed question was asked in. Rejects (a 404 when it holds
 * no message or is out of reach).
 */
export async function getChatSession(client: ApiClient, sessionId: number): Promise<ChatHistory> {
  const raw = await client.request(ROUTES.getChatSession, { params: { id: sessionId } });
  return parseLenient(chatHistorySchema, raw, HISTORY_DEFAULTS, client.logger, "chat session");
}

/** Every message of a conversation; an empty list (after logging) when they cannot be loaded. */
export function listMessages(client: ApiClient, sessionId: number): Promise<MessageApi[]> {
  return recoverWith(client.logger, "Loading the messages failed", [], async () => {
    const raw = await client.request(ROUTES.listMessages, {
      searchParams: { session_id: sessionId, page_size: MESSAGES_PAGE_SIZE },
    });
    return readLenientPage(messageApiSchema, raw, MESSAGE_DEFAULTS, client.logger, "message")
      .results;
  });
}

/**
 * Deletes, for good, the conversation a session belongs to (all its sessions, messages, ratings
 * and comments), as a signed-in user who may delete conversations. A failure is logged and
 * rejected.
 */
export async function deleteConversation(client: ApiClient, sessionId: number): Promise<void> {
  await logAndRethrow(client.logger, "Deleting the conversation failed", () =>
    client.request(ROUTES.deleteConversation, { params: { id: sessionId } }),
  );
}
