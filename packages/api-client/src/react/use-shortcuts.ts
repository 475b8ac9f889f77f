import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  createShortcut,
  deleteShortcut,
  loadShortcuts,
  updateShortcut,
} from "../endpoints/shortcuts";
import type { ShortcutUpdate } from "../schemas/content-changes";
import { useApiClient } from "./api-client-context";
import { shortcutKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const shortcutQueries = {
  list: (client: ApiClient, botId: number) =>
    queryOptions({
      queryKey: shortcutKeys.list(botId),
      queryFn: () => loadShortcuts(client, botId),
    }),
};

/** A bot's shortcuts by order; the query fails when they cannot be loaded. */
export function useShortcuts(botId: number) {
  return useQuery(shortcutQueries.list(useApiClient(), botId));
}

/** Resolves to undefined when the creation failed (it is logged). */
export function useCreateShortcut() {
  return useApiMutation(createShortcut, ({ bot }) => [shortcutKeys.list(bot)]);
}

export function useUpdateShortcut() {
  return useApiMutation(
    (client, { botId, id, changes }: { botId: number; id: number; changes: ShortcutUpdate }) =>
      updateShortcut(client, botId, id, changes),
    ({ botId }) => [shortcutKeys.list(botId)],
  );
}

/** Resolves to false when the deletion failed (it is logged). */
export function useDeleteShortcut() {
  return useApiMutation(
    (client, { botId, id }: { botId: number; id: number }) => deleteShortcut(client, botId, id),
    ({ botId }) => [shortcutKeys.list(botId)],
  );
}
