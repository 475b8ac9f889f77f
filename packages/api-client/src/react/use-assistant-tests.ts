import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  type AssistantTestListParams,
  type AssistantTestRunListParams,
  createAssistantTest,
  deleteAssistantTest,
  getAssistantTestRun,
  listAssistantTestRuns,
  listAssistantTests,
  proposeAssistantTests,
  runAssistantTests,
  updateAssistantTest,
} from "../endpoints/assistant-tests";
import type { AssistantTestUpdate } from "../schemas/assistant-tests";
import { useApiClient } from "./api-client-context";
import { assistantTestKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const assistantTestQueries = {
  list: (client: ApiClient, params: AssistantTestListParams = {}) =>
    queryOptions({
      queryKey: assistantTestKeys.list(params),
      queryFn: () => listAssistantTests(client, params),
    }),
  proposals: (client: ApiClient, botId: number) =>
    queryOptions({
      queryKey: assistantTestKeys.proposals(botId),
      queryFn: () => proposeAssistantTests(client, botId),
    }),
  runs: (client: ApiClient, params: AssistantTestRunListParams = {}) =>
    queryOptions({
      queryKey: assistantTestKeys.runs(params),
      queryFn: () => listAssistantTestRuns(client, params),
    }),
  run: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: assistantTestKeys.run(id),
      queryFn: () => getAssistantTestRun(client, id),
    }),
};

export function useAssistantTests(params: AssistantTestListParams = {}) {
  return useQuery(assistantTestQueries.list(useApiClient(), params));
}

export function useCreateAssistantTest() {
  return useApiMutation(createAssistantTest, () => [assistantTestKeys.all]);
}

export function useUpdateAssistantTest() {
  return useApiMutation(
    (client, { id, changes }: { id: number; changes: AssistantTestUpdate }) =>
      updateAssistantTest(client, id, changes),
    () => [assistantTestKeys.all],
  );
}

export function useDeleteAssistantTest() {
  return useApiMutation(deleteAssistantTest, () => [assistantTestKeys.all]);
}

export function useRunAssistantTests() {
  return useApiMutation(runAssistantTests, () => [assistantTestKeys.all]);
}
