import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  type BotListParams,
  createBot,
  deleteBot,
  getBot,
  getBotChoices,
  getLanguageModels,
  listBots,
  updateBot,
} from "../endpoints/bots";
import type { BotUpdate } from "../schemas/bots";
import { useApiClient } from "./api-client-context";
import { accountKeys, botKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const botQueries = {
  list: (client: ApiClient, params: BotListParams = {}) =>
    queryOptions({ queryKey: botKeys.list(params), queryFn: () => listBots(client, params) }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: botKeys.detail(id), queryFn: () => getBot(client, id) }),
  choices: (client: ApiClient) =>
    queryOptions({ queryKey: botKeys.choices(), queryFn: () => getBotChoices(client) }),
  /** Asks the account's provider each time it is fetched: kept a minute, not refetched on focus. */
  languageModels: (client: ApiClient, account: number) =>
    queryOptions({
      queryKey: accountKeys.languageModels(account),
      queryFn: () => getLanguageModels(client, account),
      staleTime: 60_000,
      refetchOnWindowFocus: false,
    }),
};

export function useBots(params: BotListParams = {}) {
  return useQuery(botQueries.list(useApiClient(), params));
}

export function useBot(id: number) {
  return useQuery(botQueries.detail(useApiClient(), id));
}

/** The model and channel type choices of the bot form. */
export function useBotChoices() {
  return useQuery(botQueries.choices(useApiClient()));
}

/** How the account's bots answer, and the chat models its provider lists. */
export function useLanguageModels(account: number) {
  return useQuery(botQueries.languageModels(useApiClient(), account));
}

export function useCreateBot() {
  return useApiMutation(createBot, () => [botKeys.all]);
}

export function useUpdateBot() {
  return useApiMutation(
    (client, { id, changes }: { id: number; changes: BotUpdate }) => updateBot(client, id, changes),
    () => [botKeys.all],
  );
}

export function useDeleteBot() {
  return useApiMutation(deleteBot, () => [botKeys.all]);
}
