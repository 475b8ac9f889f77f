import { type ApiClient, accountApiSchema, pagedSchema } from "@org/api-client";
import { accountKeys } from "@org/api-client/react";
import * as ROUTES from "@org/api-client/routes";
import { queryOptions } from "@tanstack/react-query";
import * as z from "zod/mini";

/** Every account at once: the table sorts and pages them itself. */
const ALL_ACCOUNTS = 1000;

const accountsWithKeysSchema = pagedSchema(accountApiSchema);
export type AccountRow = z.infer<typeof accountApiSchema>;

/**
 * The accounts as the API answers them, masked provider keys included (the client's mapped
 * accounts leave them out). Kept under the accounts key so every account change refreshes it.
 */
export function accountsWithKeysQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.all, "with-masked-keys"] as const,
    queryFn: async () => {
      const raw = await client.request(ROUTES.listAccounts, {
        searchParams: { page_size: ALL_ACCOUNTS },
      });
      return z.parse(accountsWithKeysSchema, raw).results;
    },
  });
}
