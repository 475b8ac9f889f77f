import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  confirmPasswordReset,
  getCurrentUser,
  getPasswordResetInfo,
  getPermissions,
  login,
  logout,
  requestPasswordReset,
  updateCurrentUser,
} from "../endpoints/auth";
import type { ProfileUpdate } from "../schemas/profile";
import { useApiClient } from "./api-client-context";
import { authKeys, userKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const authQueries = {
  permissions: (client: ApiClient) =>
    queryOptions({ queryKey: authKeys.permissions(), queryFn: () => getPermissions(client) }),
  currentUser: (client: ApiClient) =>
    queryOptions({ queryKey: authKeys.currentUser(), queryFn: () => getCurrentUser(client) }),
  /** Whether a forgotten password can be reset by mail on this server. */
  passwordResetInfo: (client: ApiClient) =>
    queryOptions({
      queryKey: authKeys.passwordResetInfo(),
      queryFn: () => getPasswordResetInfo(client),
    }),
};

export function usePermissions() {
  return useQuery(authQueries.permissions(useApiClient()));
}

export function useCurrentUser() {
  return useQuery(authQueries.currentUser(useApiClient()));
}

/** Changes the signed-in user's own profile; the answer becomes the cached current user. */
export function useUpdateCurrentUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => updateCurrentUser(client, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.currentUser(), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
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
