import { taskStatusSchema } from "@org/api-client";
import type { AppDeps } from "../../app-deps";
import { ValidationError } from "../../errors";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryId } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import { messages } from "../../http/validation";
import { getTask, listTasks, retryTask } from "./tasks-service";

/** The long work of ingestion and embedding: read with bots.view_bot, retried with bots.change_bot. */
export function taskRoutes(deps: AppDeps): Endpoint[] {
  const { db, tasks } = deps;
  return [
    {
      method: "GET",
      path: "/api/tasks/",
      access: signedIn("bots.view_bot"),
      handle: async (c) => {
        const status = c.req.query("status") || undefined;
        if (status !== undefined && !taskStatusSchema.options.includes(status as never)) {
          throw new ValidationError({ status: [messages.invalidChoice(status)] });
        }
        const page = readPageRequest(c);
        const filters = {
          status: status as (typeof taskStatusSchema.options)[number] | undefined,
          knowledgeBase: queryId(c, "knowledge_base"),
        };
        return pagedJson(c, page, await listTasks(db, actorOf(c), filters, page));
      },
    },
    {
      method: "GET",
      path: "/api/tasks/:id{[0-9]+}/",
      access: signedIn("bots.view_bot"),
      handle: async (c) => c.json(await getTask(db, actorOf(c), pathId(c))),
    },
    {
      method: "POST",
      path: "/api/tasks/:id{[0-9]+}/retry/",
      access: signedIn("bots.change_bot"),
      handle: async (c) => {
        const task = await retryTask(db, actorOf(c), pathId(c));
        tasks.notify();
        return c.json(task);
      },
    },
  ];
}
