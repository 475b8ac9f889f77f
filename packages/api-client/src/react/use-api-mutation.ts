import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import { useApiClient } from "./api-client-context";

/**
 * A mutation calling `mutate` with the provided API client; once it succeeds, the queries under
 * `invalidates(variables)` are refetched before the mutation settles.
 */
export function useApiMutation<TVariables, TData>(
  mutate: (client: ApiClient, variables: TVariables) => Promise<TData>,
  invalidates: (variables: TVariables) => readonly QueryKey[],
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => mutate(client, variables),
    onSuccess: (_data, variables) =>
      Promise.all(
        invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
