import { botCreateSchema, botUpdateSchema } from "@org/api-client";
import type { AppDeps } from "../../app-deps";
import { readJson } from "../../http/body";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryBoolean, queryId, queryOrdering, queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import { hasPermissions } from "../permissions/actor";
import {
  BOT_ORDERING_FIELDS,
  botFormChoices,
  createBot,
  deleteBot,
  getBot,
  listBots,
  updateBot,
} from "./service";

export function botRoutes({ db }: AppDeps): Endpoint[] {
  return [
    {
      method: "GET",
      path: "/api/bots/",
      access: signedIn("bots.view_bot"),
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = {
          account: queryId(c, "account"),
          isActive: queryBoolean(c, "is_active"),
          search: queryText(c, "search"),
          ordering: queryOrdering(c, BOT_ORDERING_FIELDS),
        };
        return pagedJson(c, page, await listBots(db, actorOf(c), filters, page));
      },
    },
    {
      method: "POST",
      path: "/api/bots/",
      access: signedIn("bots.add_bot"),
      handle: async (c) => {
        const input = await readJson(c, botCreateSchema);
        return c.json(await createBot(db, actorOf(c), input), 201);
      },
    },
    {
      // Django REST Framework metadata: the form's choices, for those who may fill the form.
      method: "OPTIONS",
      path: "/api/bots/",
      access: signedIn("bots.view_bot"),
      handle: (c) => {
        const mayWrite =
          hasPermissions(actorOf(c), ["bots.add_bot"]) ||
          hasPermissions(actorOf(c), ["bots.change_bot"]);
        c.header("Allow", "GET, POST, HEAD, OPTIONS");
        return c.json({
          name: "Bot List",
          description: "",
          renders: ["application/json"],
          parses: ["application/json"],
          ...(mayWrite ? { actions: { POST: botFormChoices() } } : {}),
        });
      },
    },
    {
      method: "GET",
      path: "/api/bots/:id{[0-9]+}/",
      access: signedIn("bots.view_bot"),
      handle: async (c) => c.json(await getBot(db, actorOf(c), pathId(c))),
    },
    {
      method: "PATCH",
      path: "/api/bots/:id{[0-9]+}/",
      access: signedIn("bots.change_bot"),
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, botUpdateSchema);
        return c.json(await updateBot(db, actorOf(c), id, input));
      },
    },
    {
      method: "DELETE",
      path: "/api/bots/:id{[0-9]+}/",
      access: signedIn("bots.delete_bot"),
      handle: async (c) => {
        await deleteBot(db, actorOf(c), pathId(c));
        return c.body(null, 204);
      },
    },
  ];
}
