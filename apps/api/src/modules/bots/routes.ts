import { createHash } from "node:crypto";
import { botCreateSchema, botUpdateSchema } from "@org/api-client";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/body";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryBoolean, queryId, queryOrdering, queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, publicAccess, signedIn } from "../../http/router";
import { hasPermissions } from "../permissions/actor";
import {
  BOT_ORDERING_FIELDS,
  botFormChoices,
  createBot,
  deleteBot,
  getBot,
  getPublicAppearance,
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
      // The widget's looks, read without signing in by loader.js, /embed and the npm widget.
      method: "GET",
      path: "/api/bots/:id{[0-9]+}/appearance/",
      access: publicAccess,
      handle: async (c) => cacheableJson(c, await getPublicAppearance(db, pathId(c))),
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

/**
 * How long browsers and shared caches may keep a bot's appearance: a change made in the
 * back-office reaches the sites' visitors within this delay.
 */
const APPEARANCE_MAX_AGE_SECONDS = 60;

/** A small public answer that caches may keep a while, then check again by its ETag (304). */
function cacheableJson(c: Context<AppEnv>, body: object): Response {
  const json = JSON.stringify(body);
  const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"`;
  c.header("Cache-Control", `public, max-age=${APPEARANCE_MAX_AGE_SECONDS}`);
  c.header("ETag", etag);
  const known = c.req.header("if-none-match");
  if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return c.body(null, 304);
  }
  return c.body(json, 200, { "Content-Type": "application/json" });
}
