import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import { rateMessage } from "../endpoints/chat";
import {
  type ChatSessionListParams,
  deleteConversation,
  getChatSession,
  listChatSessions,
  listMessages,
} from "../endpoints/chat-history";
import type { Rating } from "../schemas/common";
import { useApiClient } from "./api-client-context";
import { chatKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const chatQueries = {
  /** A bot's conversations, all or those with an answer rated so; null when they cannot be loaded. */
  sessions: (client: ApiClient, botId: number, params: ChatSessionListParams = {}) =>
    queryOptions({
      queryKey: chatKeys.sessions(botId, params),
      queryFn: () => listChatSessions(client, botId, params),
    }),
  /** The conversation a session belongs to, whichever page of the list it falls on. */
  session: (client: ApiClient, sessionId: number) =>
    queryOptions({
      queryKey: chatKeys.session(sessionId),
      queryFn: () => getChatSession(client, sessionId),
    }),
  /** A conversation's messages; empty when they cannot be loaded. */
  messages: (client: ApiClient, sessionId: number) =>
    queryOptions({
      queryKey: chatKeys.messages(sessionId),
      queryFn: () => listMessages(client, sessionId),
    }),
};

export function useChatSessions(botId: number, params: ChatSessionListParams = {}) {
  return useQuery(chatQueries.sessions(useApiClient(), botId, params));
}

export function useChatSession(sessionId: number) {
  return useQuery(chatQueries.session(useApiClient(), sessionId));
}

export function useChatMessages(sessionId: number) {
  return useQuery(chatQueries.messages(useApiClient(), sessionId));
}

/** Rates an answer as a signed-in user. */
export function useRateMessage() {
  return useApiMutation(
    (client, { messageId, rating }: { messageId: number; rating: Rating }) =>
      rateMessage(client, messageId, rating),
    () => [chatKeys.all],
  );
}

/**
 * Deletes a conversation for good, as a signed-in user. The conversation lists are read again;
 * the deleted one's messages are not (there are none left to show).
 */
export function useDeleteConversation() {
  return useApiMutation(deleteConversation, () => [chatKeys.sessionLists()]);
}
