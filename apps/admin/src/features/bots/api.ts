import type { ApiClient } from "@org/api-client";
import { botQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** Every assistant of an account at once: the table sorts and pages them itself. */
const ALL_BOTS = 1000;

/** The assistants of `account` (all the user may see while no account is known yet). */
export function botsListQuery(client: ApiClient, account: number | undefined) {
  return queryOptions(botQueries.list(client, { account, page_size: ALL_BOTS }));
}
