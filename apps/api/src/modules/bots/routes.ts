import { createHash } from "node:crypto";
import { botCreateSchema, botUpdateSchema } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { Context } from "hono";
import { hasPermissions } from "../../actor";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/body";
import {
  isActiveParameter,
  orderingParameter,
  pageParameters,
  searchParameter,
} from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryBoolean, queryId, queryOrdering, queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, publicAccess, signedIn } from "../../http/router";
import { languageModelsOf } from "./language-models";
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

const TAG = "Bots";

/**
 * The bots, with the bots.*_bot permissions; `afterKnowledgeChange` is told of a bot that now
 * answers from other knowledge bases, once the change is made.
 */
export function botRoutes(
  { db, config, logger }: AppDeps,
  { afterKnowledgeChange }: { afterKnowledgeChange: (botId: number) => Promise<void> },
): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.listBots),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "List the bots",
        tag: TAG,
        query: [
          { name: "account", description: "Keeps the bots of this account.", type: "integer" },
          isActiveParameter,
          searchParameter,
          orderingParameter(BOT_ORDERING_FIELDS),
          ...pageParameters,
        ],
        response: { status: 200, description: "A page of bots.", schema: "BotPage" },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = {
          account: queryId(c, "account"),
          isActive: queryBoolean(c, "is_active"),
          search: queryText(c, "search"),
          ordering: queryOrdering(c, BOT_ORDERING_FIELDS),
        };
        return pagedJson(c, page, await listBots(db, config, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.createBot),
      access: signedIn(PERMISSION.addBot),
      doc: {
        summary: "Create a bot",
        tag: TAG,
        body: { schema: "BotCreate" },
        response: { status: 201, description: "The new bot.", schema: "Bot" },
      },
      handle: async (c) => {
        const input = await readJson(c, botCreateSchema);
        return c.json(await createBot(db, config, actorOf(c), input), 201);
      },
    },
    {
      // Django REST Framework metadata: the form's choices, for those who may fill the form.
      ...honoRoute(ROUTES.getBotChoices),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "List the models and channel types a bot may use",
        tag: TAG,
        response: {
          status: 200,
          description:
            "The bot form's metadata; its choices (`actions`) only for a user who may create or change bots.",
          schema: "BotOptions",
        },
      },
      handle: (c) => {
        const mayWrite =
          hasPermissions(actorOf(c), [PERMISSION.addBot]) ||
          hasPermissions(actorOf(c), [PERMISSION.changeBot]);
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
      // What the bot form offers as models, and what the assistant's screen says of its answers.
      ...honoRoute(ROUTES.getLanguageModels),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "Say how an account's bots answer, and list the models its provider offers",
        tag: TAG,
        query: [
          {
            name: "account",
            description:
              "The account whose provider (its own, else the server's) is asked; left out, the server's.",
            type: "integer",
          },
        ],
        response: {
          status: 200,
          description:
            "`extractive` without a provider (answers quote the passages); else the chat models " +
            "the provider lists, read from it at each request, or why they could not be (`error`).",
          schema: "LanguageModels",
        },
      },
      handle: async (c) =>
        c.json(await languageModelsOf(db, config, logger, actorOf(c), queryId(c, "account"))),
    },
    {
      ...honoRoute(ROUTES.getBot),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "Read a bot",
        tag: TAG,
        response: { status: 200, description: "The bot.", schema: "Bot" },
      },
      handle: async (c) => c.json(await getBot(db, config, actorOf(c), pathId(c))),
    },
    {
      ...honoRoute(ROUTES.updateBot),
      access: signedIn(PERMISSION.changeBot),
      doc: {
        summary: "Change a bot",
        tag: TAG,
        body: { schema: "BotUpdate" },
        response: { status: 200, description: "The bot changed.", schema: "Bot" },
      },
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, botUpdateSchema);
        const { bot, knowledgeChanged } = await updateBot(db, config, actorOf(c), id, input);
        if (knowledgeChanged) await afterKnowledgeChange(id);
        return c.json(bot);
      },
    },
    {
      // The widget's looks, read without signing in by loader.js, /embed and the npm widget.
      ...honoRoute(ROUTES.getBotAppearance),
      access: publicAccess,
      doc: {
        summary: "Read how an active bot's widget looks (public, for the widget on any site)",
        tag: TAG,
        response: {
          status: 200,
          description:
            "Its colour, position, size, opening, theme, launcher icon, language, privacy " +
            "policy address and name (shown before a session starts); cacheable " +
            `for ${APPEARANCE_MAX_AGE_SECONDS} s, then revalidated by its ETag (304). A 404 for an unknown or inactive bot.`,
          schema: "BotAppearance",
        },
      },
      handle: async (c) => cacheableJson(c, await getPublicAppearance(db, pathId(c))),
    },
    {
      ...honoRoute(ROUTES.deleteBot),
      access: signedIn(PERMISSION.deleteBot),
      doc: {
        summary: "Delete a bot",
        tag: TAG,
        response: { status: 204, description: "Deleted." },
      },
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
