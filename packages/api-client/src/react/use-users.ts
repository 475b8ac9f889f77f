import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  type UserListParams,
  updateUser,
} from "../endpoints/users";
import type { UserUpdate } from "../schemas/users";
import { useApiClient } from "./api-client-context";
import { authKeys, userKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const userQueries = {
  list: (client: ApiClient, params: UserListParams = {}) =>
    queryOptions({ queryKey: userKeys.list(params), queryFn: () => listUsers(client, params) }),
  detail: (client: ApiClient, userId: number) =>
    queryOptions({ queryKey: userKeys.detail(userId), queryFn: () => getUser(client, userId) }),
};

export function useUsers(params: UserListParams = {}) {
  return useQuery(userQueries.list(useApiClient(), params));
}

export function useUser(userId: number) {
  return useQuery(userQueries.detail(useApiClient(), userId));
}

export function useCreateUser() {
  return useApiMutation(createUser, () => [userKeys.all]);
}

/** Also refreshes the signed-in user, who may be the one changed. */
export function useUpdateUser() {
  return useApiMutation(
    (client, { userId, changes }: { userId: number; changes: UserUpdate }) =>
      updateUser(client, userId, changes),
    () => [userKeys.all, authKeys.all],
  );
}

export function useDeleteUser() {
  return useApiMutation(deleteUser, () => [userKeys.all]);
}
