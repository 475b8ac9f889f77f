import type { ApiClient } from "@org/api-client";
import { botQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** Every assistant of an account at once: each gets its own card. */
const ALL_BOTS = 1000;

/** The assistants of `account` (all the user may see when no account is known). */
export function appsBotsQuery(client: ApiClient, account: number | undefined) {
  return queryOptions(botQueries.list(client, { account, page_size: ALL_BOTS }));
}
