import type { ApiClient, Task, TaskStatus } from "@org/api-client";
import { taskQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** How often the list is asked again while a task is still pending or running. */
export const TASKS_POLL_INTERVAL_MS = 2000;

/** Every task at once: the table sorts and pages them itself. */
const ALL_TASKS = 1000;

export function isUnfinished(task: Task): boolean {
  return task.status === "pending" || task.status === "running";
}

/** The tasks of an account, polled while any of them has not finished. */
export function tasksListQuery(
  client: ApiClient,
  account: number | undefined,
  status: TaskStatus | undefined,
) {
  return queryOptions({
    ...taskQueries.list(client, { page_size: ALL_TASKS, account, ...(status ? { status } : {}) }),
    refetchInterval: (query) =>
      query.state.data?.results.some(isUnfinished) ? TASKS_POLL_INTERVAL_MS : false,
  });
}
