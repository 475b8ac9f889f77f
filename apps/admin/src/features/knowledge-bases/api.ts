import type { ApiClient, Task } from "@org/api-client";
import { documentQueries, knowledgeBaseQueries, taskQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** Every base at once: the table filters, sorts and pages them itself. */
const ALL_BASES = 1000;

/** How often an ingestion task is asked again until it has finished. */
export const TASK_POLL_INTERVAL_MS = 2000;

export function isUnfinished(task: Task | undefined): boolean {
  return task === undefined || task.status === "pending" || task.status === "running";
}

/** The text and URL bases of an account, most recently changed first. */
export function textAndUrlBasesQuery(client: ApiClient, account: number | undefined) {
  return knowledgeBaseQueries.list(client, {
    account,
    page_size: ALL_BASES,
    ordering: "-updated_at",
  });
}

/** The document bases of an account, most recently changed first. */
export function documentBasesQuery(client: ApiClient, account: number | undefined) {
  return documentQueries.list(client, { account, page_size: ALL_BASES, ordering: "-updated_at" });
}

/** One ingestion task, polled until it has finished. */
export function ingestionTaskQuery(client: ApiClient, taskId: number) {
  return queryOptions({
    ...taskQueries.detail(client, taskId),
    refetchInterval: (query) => (isUnfinished(query.state.data) ? TASK_POLL_INTERVAL_MS : false),
  });
}

/** The latest ingestion task of a knowledge base, polled until it has finished. */
export function latestIngestionTaskQuery(client: ApiClient, knowledgeBaseId: number) {
  return queryOptions({
    ...taskQueries.list(client, { knowledge_base: knowledgeBaseId }),
    select: (page) => latestTask(page.results),
    refetchInterval: (query) =>
      isUnfinished(latestTask(query.state.data?.results ?? [])) ? TASK_POLL_INTERVAL_MS : false,
  });
}

/** How many of a base's latest syncs its screen lists. */
export const SYNC_HISTORY_LENGTH = 5;

/**
 * The latest syncs of a base, newest first (the tasks answer so), polled while the newest one
 * has not finished.
 */
export function syncHistoryQuery(client: ApiClient, knowledgeBaseId: number) {
  return queryOptions({
    ...taskQueries.list(client, {
      knowledge_base: knowledgeBaseId,
      page_size: SYNC_HISTORY_LENGTH,
    }),
    select: (page) => page.results,
    refetchInterval: (query) => {
      const newest = query.state.data?.results[0];
      return newest && isUnfinished(newest) ? TASK_POLL_INTERVAL_MS : false;
    },
  });
}

function latestTask(tasks: readonly Task[]): Task | undefined {
  return tasks.reduce<Task | undefined>(
    (latest, task) => (latest === undefined || task.id > latest.id ? task : latest),
    undefined,
  );
}
