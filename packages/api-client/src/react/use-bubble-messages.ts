import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  createBubbleMessage,
  deleteBubbleMessage,
  loadBubbleMessages,
  updateBubbleMessage,
} from "../endpoints/bubble-messages";
import type { BubbleMessageUpdate } from "../schemas/content-changes";
import { useApiClient } from "./api-client-context";
import { bubbleMessageKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const bubbleMessageQueries = {
  list: (client: ApiClient, botId: number) =>
    queryOptions({
      queryKey: bubbleMessageKeys.list(botId),
      queryFn: () => loadBubbleMessages(client, botId),
    }),
};

/** A bot's bubble messages by order; the query fails when they cannot be loaded. */
export function useBubbleMessages(botId: number) {
  return useQuery(bubbleMessageQueries.list(useApiClient(), botId));
}

/** Resolves to undefined when the creation failed (it is logged). */
export function useCreateBubbleMessage() {
  return useApiMutation(createBubbleMessage, ({ bot }) => [bubbleMessageKeys.list(bot)]);
}

export function useUpdateBubbleMessage() {
  return useApiMutation(
    (client, { botId, id, changes }: { botId: number; id: number; changes: BubbleMessageUpdate }) =>
      updateBubbleMessage(client, botId, id, changes),
    ({ botId }) => [bubbleMessageKeys.list(botId)],
  );
}

/** Resolves to false when the deletion failed (it is logged). */
export function useDeleteBubbleMessage() {
  return useApiMutation(
    (client, { botId, id }: { botId: number; id: number }) =>
      deleteBubbleMessage(client, botId, id),
    ({ botId }) => [bubbleMessageKeys.list(botId)],
  );
}
