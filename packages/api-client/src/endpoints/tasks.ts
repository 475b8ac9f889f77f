import type { ApiClient } from "../client/create-api-client";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import type { Paged, PageParams } from "../schemas/common";
import { type Task, type TaskStatus, taskSchema } from "../schemas/knowledge";

export interface TaskListParams extends PageParams {
  status?: TaskStatus;
  knowledge_base?: number;
  /** Keeps the tasks of this account. */
  account?: number;
}

export async function listTasks(
  client: ApiClient,
  params: TaskListParams = {},
): Promise<Paged<Task>> {
  const raw = await client.request(ROUTES.listTasks, { searchParams: { ...params } });
  return readPage(taskSchema, raw, client.logger, "task list");
}

export async function getTask(client: ApiClient, id: number): Promise<Task> {
  const raw = await client.request(ROUTES.getTask, { params: { id } });
  return parseResponse(taskSchema, raw, client.logger, "task");
}

/** Runs a failed task again. */
export async function retryTask(client: ApiClient, id: number): Promise<Task> {
  const raw = await client.request(ROUTES.retryTask, { params: { id } });
  return parseResponse(taskSchema, raw, client.logger, "task");
}
