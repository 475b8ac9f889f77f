import { taskStatusSchema } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { pageParameters } from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryChoice, queryId } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import { getTask, listTasks, retryTask } from "./tasks-service";

const TAG = "Tasks";

/**
 * The long work of ingestion and embedding: read with bots.view_bot (a document's also with
 * knowledge_bases.view_documentknowledge), retried with bots.change_bot.
 */
export function taskRoutes(deps: AppDeps): Endpoint[] {
  const { db, tasks } = deps;
  return [
    {
      ...honoRoute(ROUTES.listTasks),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "List the ingestion tasks",
        tag: TAG,
        query: [
          {
            name: "status",
            description: "Keeps the tasks in this state.",
            type: "string",
            values: taskStatusSchema.options,
          },
          {
            name: "knowledge_base",
            description: "Keeps the tasks of this knowledge base.",
            type: "integer",
          },
          { name: "account", description: "Keeps the tasks of this account.", type: "integer" },
          ...pageParameters,
        ],
        response: {
          status: 200,
          description:
            "A page of tasks; those of documents only with `knowledge_bases.view_documentknowledge`.",
          schema: "TaskPage",
        },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = {
          status: queryChoice(c, "status", taskStatusSchema.options),
          knowledgeBase: queryId(c, "knowledge_base"),
          account: queryId(c, "account"),
        };
        return pagedJson(c, page, await listTasks(db, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.getTask),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "Read a task and its progress",
        tag: TAG,
        response: { status: 200, description: "The task.", schema: "Task" },
      },
      handle: async (c) => c.json(await getTask(db, actorOf(c), pathId(c))),
    },
    {
      ...honoRoute(ROUTES.retryTask),
      access: signedIn(PERMISSION.changeBot),
      doc: {
        summary: "Run a failed task again",
        tag: TAG,
        response: { status: 200, description: "The task, pending again.", schema: "Task" },
      },
      handle: async (c) => {
        const task = await retryTask(db, actorOf(c), pathId(c));
        tasks.notify();
        return c.json(task);
      },
    },
  ];
}
