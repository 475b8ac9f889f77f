import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  confirmPasswordReset,
  getCurrentUser,
  getPermissions,
  login,
  logout,
  requestPasswordReset,
} from "../endpoints/auth";
import { useApiClient } from "./api-client-context";
import { authKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const authQueries = {
  permissions: (client: ApiClient) =>
    queryOptions({ queryKey: authKeys.permissions(), queryFn: () => getPermissions(client) }),
  currentUser: (client: ApiClient) =>
    queryOptions({ queryKey: authKeys.currentUser(), queryFn: () => getCurrentUser(client) }),
};

export function usePermissions() {
  return useQuery(authQueries.permissions(useApiClient()));
}

export function useCurrentUser() {
  return useQuery(authQueries.currentUser(useApiClient()));
}

export function useLogin() {
  return useApiMutation(login, () => [authKeys.all]);
}

/** Signs out, then forgets every cached answer: they belonged to the signed-out user. */
export function useLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(client),
    onSuccess: () => queryClient.clear(),
  });
}

export function useRequestPasswordReset() {
  return useApiMutation(requestPasswordReset, () => []);
}

export function useConfirmPasswordReset() {
  return useApiMutation(confirmPasswordReset, () => []);
}
