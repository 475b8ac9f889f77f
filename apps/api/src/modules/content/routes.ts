import {
  bubbleMessageCreateSchema,
  bubbleMessageUpdateSchema,
  shortcutCreateSchema,
  shortcutUpdateSchema,
} from "@org/api-client";
import type * as z from "zod/mini";
import type { AppDeps } from "../../app-deps";
import type { Permission } from "../../constants";
import { readJson } from "../../http/body";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryId } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, publicReadAccess, signedIn } from "../../http/router";
import { hasPermissions } from "../permissions/actor";
import {
  BUBBLE_MESSAGES,
  type ContentChanges,
  type ContentInput,
  type ContentKind,
  createContent,
  deleteContent,
  getContent,
  listContent,
  SHORTCUTS,
  updateContent,
} from "./service";

interface ContentEndpoints {
  basePath: string;
  kind: ContentKind;
  createSchema: z.ZodMiniType<ContentInput>;
  updateSchema: z.ZodMiniType<ContentChanges>;
  permissions: { view: Permission; add: Permission; change: Permission; delete: Permission };
}

function contentRoutes({ db }: AppDeps, spec: ContentEndpoints): Endpoint[] {
  const itemPath = `${spec.basePath}:id{[0-9]+}/`;
  return [
    {
      method: "GET",
      path: spec.basePath,
      // The widget reads the active items of an active bot without signing in.
      access: publicReadAccess,
      handle: async (c) => {
        const actor = c.get("actor");
        const reader = {
          actor,
          mayViewAll: !!actor && hasPermissions(actor, [spec.permissions.view]),
        };
        const page = readPageRequest(c);
        const result = await listContent(db, spec.kind, reader, queryId(c, "bot_id"), page);
        return pagedJson(c, page, result);
      },
    },
    {
      method: "POST",
      path: spec.basePath,
      access: signedIn(spec.permissions.add),
      handle: async (c) => {
        const input = await readJson(c, spec.createSchema);
        return c.json(await createContent(db, spec.kind, actorOf(c), input), 201);
      },
    },
    {
      method: "GET",
      path: itemPath,
      access: signedIn(spec.permissions.view),
      handle: async (c) =>
        c.json(await getContent(db, spec.kind, actorOf(c), pathId(c), queryId(c, "bot_id"))),
    },
    {
      method: "PATCH",
      path: itemPath,
      access: signedIn(spec.permissions.change),
      handle: async (c) => {
        const id = pathId(c);
        const botId = queryId(c, "bot_id");
        const changes = await readJson(c, spec.updateSchema);
        return c.json(await updateContent(db, spec.kind, actorOf(c), id, botId, changes));
      },
    },
    {
      method: "DELETE",
      path: itemPath,
      access: signedIn(spec.permissions.delete),
      handle: async (c) => {
        await deleteContent(db, spec.kind, actorOf(c), pathId(c), queryId(c, "bot_id"));
        return c.body(null, 204);
      },
    },
  ];
}

export function bubbleMessageRoutes(deps: AppDeps): Endpoint[] {
  return contentRoutes(deps, {
    basePath: "/api/bubble-messages/",
    kind: BUBBLE_MESSAGES,
    createSchema: bubbleMessageCreateSchema,
    updateSchema: bubbleMessageUpdateSchema,
    permissions: {
      view: "bots.view_bubblemessage",
      add: "bots.add_bubblemessage",
      change: "bots.change_bubblemessage",
      // SPEC: deleting a bubble message takes the change permission (there is no delete one).
      delete: "bots.change_bubblemessage",
    },
  });
}

export function shortcutRoutes(deps: AppDeps): Endpoint[] {
  return contentRoutes(deps, {
    basePath: "/api/shortcuts/",
    kind: SHORTCUTS,
    createSchema: shortcutCreateSchema,
    updateSchema: shortcutUpdateSchema,
    permissions: {
      view: "bots.view_shortcut",
      add: "bots.add_shortcut",
      change: "bots.change_shortcut",
      delete: "bots.delete_shortcut",
    },
  });
}
