import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from "../endpoints/accounts";
import type { AccountUpdate } from "../schemas/accounts";
import type { PageParams } from "../schemas/common";
import { useApiClient } from "./api-client-context";
import { accountKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const accountQueries = {
  list: (client: ApiClient, params: PageParams = {}) =>
    queryOptions({
      queryKey: accountKeys.list(params),
      queryFn: () => listAccounts(client, params),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: accountKeys.detail(id), queryFn: () => getAccount(client, id) }),
};

export function useAccounts(params: PageParams = {}) {
  return useQuery(accountQueries.list(useApiClient(), params));
}

export function useAccount(id: number) {
  return useQuery(accountQueries.detail(useApiClient(), id));
}

export function useCreateAccount() {
  return useApiMutation(createAccount, () => [accountKeys.all]);
}

export function useUpdateAccount() {
  return useApiMutation(
    (client, { id, changes }: { id: number; changes: AccountUpdate }) =>
      updateAccount(client, id, changes),
    () => [accountKeys.all],
  );
}

export function useDeleteAccount() {
  return useApiMutation(deleteAccount, () => [accountKeys.all]);
}
