import {
  bubbleMessageCreateSchema,
  bubbleMessageUpdateSchema,
  type Route,
  shortcutCreateSchema,
  shortcutUpdateSchema,
} from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type * as z from "zod/mini";
import { hasPermissions } from "../../actor";
import type { AppDeps } from "../../app-deps";
import { PERMISSION, type Permission } from "../../constants";
import { readJson } from "../../http/body";
import { botIdParameter, pageParameters } from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryId } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, publicReadAccess, signedIn } from "../../http/router";
import type { RequestSchemaName, ResponseSchemaName } from "../../http/schema-components";
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
  routes: { list: Route; create: Route; get: Route; update: Route; delete: Route };
  kind: ContentKind;
  createSchema: z.ZodMiniType<ContentInput>;
  updateSchema: z.ZodMiniType<ContentChanges>;
  permissions: { view: Permission; add: Permission; change: Permission; delete: Permission };
  /** How the OpenAPI document names one item and several, and its schemas. */
  doc: {
    one: string;
    many: string;
    schemas: {
      item: ResponseSchemaName;
      page: ResponseSchemaName;
      create: RequestSchemaName;
      update: RequestSchemaName;
    };
  };
}

function contentRoutes({ db }: AppDeps, spec: ContentEndpoints): Endpoint[] {
  const { routes } = spec;
  const { one, many, schemas } = spec.doc;
  const tag = many.charAt(0).toUpperCase() + many.slice(1);
  return [
    {
      ...honoRoute(routes.list),
      // The widget reads the active items of an active bot without signing in.
      access: publicReadAccess,
      doc: {
        summary: `List the ${many} (the active ones of an active bot without a token)`,
        tag,
        query: [botIdParameter, ...pageParameters],
        response: { status: 200, description: `A page of ${many}.`, schema: schemas.page },
      },
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
      ...honoRoute(routes.create),
      access: signedIn(spec.permissions.add),
      doc: {
        summary: `Create a ${one}`,
        tag,
        body: { schema: schemas.create },
        response: { status: 201, description: `The new ${one}.`, schema: schemas.item },
      },
      handle: async (c) => {
        const input = await readJson(c, spec.createSchema);
        return c.json(await createContent(db, spec.kind, actorOf(c), input), 201);
      },
    },
    {
      ...honoRoute(routes.get),
      access: signedIn(spec.permissions.view),
      doc: {
        summary: `Read a ${one}`,
        tag,
        query: [botIdParameter],
        response: { status: 200, description: `The ${one}.`, schema: schemas.item },
      },
      handle: async (c) =>
        c.json(await getContent(db, spec.kind, actorOf(c), pathId(c), queryId(c, "bot_id"))),
    },
    {
      ...honoRoute(routes.update),
      access: signedIn(spec.permissions.change),
      doc: {
        summary: `Change a ${one}`,
        tag,
        query: [botIdParameter],
        body: { schema: schemas.update },
        response: { status: 200, description: `The ${one} changed.`, schema: schemas.item },
      },
      handle: async (c) => {
        const id = pathId(c);
        const botId = queryId(c, "bot_id");
        const changes = await readJson(c, spec.updateSchema);
        return c.json(await updateContent(db, spec.kind, actorOf(c), id, botId, changes));
      },
    },
    {
      ...honoRoute(routes.delete),
      access: signedIn(spec.permissions.delete),
      doc: {
        summary: `Delete a ${one}`,
        tag,
        query: [botIdParameter],
        response: { status: 204, description: "Deleted." },
      },
      handle: async (c) => {
        await deleteContent(db, spec.kind, actorOf(c), pathId(c), queryId(c, "bot_id"));
        return c.body(null, 204);
      },
    },
  ];
}

export function bubbleMessageRoutes(deps: AppDeps): Endpoint[] {
  return contentRoutes(deps, {
    routes: {
      list: ROUTES.listBubbleMessages,
      create: ROUTES.createBubbleMessage,
      get: ROUTES.getBubbleMessage,
      update: ROUTES.updateBubbleMessage,
      delete: ROUTES.deleteBubbleMessage,
    },
    kind: BUBBLE_MESSAGES,
    createSchema: bubbleMessageCreateSchema,
    updateSchema: bubbleMessageUpdateSchema,
    permissions: {
      view: PERMISSION.viewBubblemessage,
      add: PERMISSION.addBubblemessage,
      change: PERMISSION.changeBubblemessage,
      // SPEC: deleting a bubble message takes the change permission (there is no delete one).
      delete: PERMISSION.changeBubblemessage,
    },
    doc: {
      one: "bubble message",
      many: "bubble messages",
      schemas: {
        item: "BubbleMessage",
        page: "BubbleMessagePage",
        create: "BubbleMessageCreate",
        update: "BubbleMessageUpdate",
      },
    },
  });
}

export function shortcutRoutes(deps: AppDeps): Endpoint[] {
  return contentRoutes(deps, {
    routes: {
      list: ROUTES.listShortcuts,
      create: ROUTES.createShortcut,
      get: ROUTES.getShortcut,
      update: ROUTES.updateShortcut,
      delete: ROUTES.deleteShortcut,
    },
    kind: SHORTCUTS,
    createSchema: shortcutCreateSchema,
    updateSchema: shortcutUpdateSchema,
    permissions: {
      view: PERMISSION.viewShortcut,
      add: PERMISSION.addShortcut,
      change: PERMISSION.changeShortcut,
      delete: PERMISSION.deleteShortcut,
    },
    doc: {
      one: "shortcut",
      many: "shortcuts",
      schemas: {
        item: "Shortcut",
        page: "ShortcutPage",
        create: "ShortcutCreate",
        update: "ShortcutUpdate",
      },
    },
  });
}
