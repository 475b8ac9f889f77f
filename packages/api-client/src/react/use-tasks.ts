import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import { getTask, listTasks, retryTask, type TaskListParams } from "../endpoints/tasks";
import { useApiClient } from "./api-client-context";
import { taskKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const taskQueries = {
  list: (client: ApiClient, params: TaskListParams = {}) =>
    queryOptions({ queryKey: taskKeys.list(params), queryFn: () => listTasks(client, params) }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: taskKeys.detail(id), queryFn: () => getTask(client, id) }),
};

export function useTasks(params: TaskListParams = {}) {
  return useQuery(taskQueries.list(useApiClient(), params));
}

export function useTask(id: number) {
  return useQuery(taskQueries.detail(useApiClient(), id));
}

export function useRetryTask() {
  return useApiMutation(retryTask, () => [taskKeys.all]);
}
