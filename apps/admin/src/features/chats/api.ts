import { type ApiClient, ApiError, type ChatSessionListParams } from "@org/api-client";
import { chatQueries, retryUnlessRefused } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** Conversations per page of the list. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/**
 * One page of a bot's conversations, all or only those holding a disliked answer. While another
 * page of the same list loads, the current one stays shown; another bot or filter starts afresh.
 */
export function conversationsQuery(
  client: ApiClient,
  botId: number,
  { page, dislikedOnly }: { page: number; dislikedOnly: boolean },
) {
  const filter: ChatSessionListParams = dislikedOnly ? { rating: -1 } : {};
  const sameList = (key: readonly unknown[] | undefined) =>
    key?.[2] === botId && (key[3] as ChatSessionListParams | undefined)?.rating === filter.rating;
  return queryOptions({
    ...chatQueries.sessions(client, botId, { ...filter, page, page_size: CONVERSATIONS_PAGE_SIZE }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey) ? previous : undefined,
  });
}

const retryReading = retryUnlessRefused(3);

/**
 * The conversation a session belongs to, read on its own when it is not on the list's page shown
 * (opened from a missed question, or from an address); one that is gone is not asked again.
 */
export function conversationQuery(client: ApiClient, sessionId: number) {
  return queryOptions({
    ...chatQueries.session(client, sessionId),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && retryReading(failures, error),
  });
}

/** Every message of a conversation, in the order they were sent. */
export const conversationMessagesQuery = chatQueries.messages;
