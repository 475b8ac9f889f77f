import {
  ratePayloadSchema,
  sendMessagePayloadSchema,
  sessionClosePayloadSchema,
  sessionStartPayloadSchema,
} from "@org/api-client";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import * as z from "zod/mini";
import type { AppDeps } from "../../app-deps";
import { AppError, ValidationError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/body";
import { clientAddress } from "../../http/client-address";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryId } from "../../http/query-params";
import {
  actorOf,
  type Endpoint,
  pathId,
  publicAccess,
  publicReadAccess,
  signedIn,
} from "../../http/router";
import {
  type AnswerRating,
  beginExchange,
  closeSession,
  listMessages,
  listSessions,
  rateMessage,
  startSession,
  type Visitor,
} from "./service";

// A missing secret is answered like a wrong one (403), so the server reads it as optional.
const messagePayloadSchema = z.extend(sendMessagePayloadSchema, {
  session_secret: z.optional(z.string()),
});
const closePayloadSchema = z.extend(sessionClosePayloadSchema, {
  session_secret: z.optional(z.string()),
});

/** The optional `rating` filter of the conversation list: 1 (liked) or -1 (disliked). */
function queryAnswerRating(c: Context): AnswerRating | undefined {
  const raw = c.req.query("rating");
  if (raw === undefined || raw === "") return undefined;
  if (raw === "1" || raw === "-1") return Number(raw) as AnswerRating;
  throw new ValidationError({ rating: ["Must be 1 (liked answers) or -1 (disliked answers)."] });
}

export function chatRoutes(deps: AppDeps): Endpoint[] {
  const { db, config, logger } = deps;
  const visitorOf = (c: Context<AppEnv>): Visitor => ({
    address: clientAddress(c, config.trustProxy),
    origin: c.req.header("origin"),
  });
  return [
    {
      method: "POST",
      path: "/api/sessions/start",
      access: publicAccess,
      handle: async (c) => {
        const payload = await readJson(c, sessionStartPayloadSchema);
        return c.json(await startSession(deps, payload, visitorOf(c)), 201);
      },
    },
    {
      method: "POST",
      path: "/api/sessions/message",
      access: publicAccess,
      handle: async (c) => {
        const payload = await readJson(c, messagePayloadSchema);
        const exchange = await beginExchange(deps, payload, visitorOf(c));
        return c.json(await exchange.answer());
      },
    },
    {
      // The same exchange as server-sent events: `delta` {text} pieces, then `done` with the
      // stored answer, or `error` {detail}.
      method: "POST",
      path: "/api/sessions/message/stream",
      access: publicAccess,
      handle: async (c) => {
        const payload = await readJson(c, messagePayloadSchema);
        const exchange = await beginExchange(deps, payload, visitorOf(c));
        return streamSSE(c, async (stream) => {
          let written = Promise.resolve();
          const onDelta = (text: string) => {
            written = written.then(() =>
              stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) }),
            );
          };
          try {
            const answer = await exchange.answer({ onDelta });
            await written;
            await stream.writeSSE({ event: "done", data: JSON.stringify(answer) });
          } catch (error) {
            if (!(error instanceof AppError)) logger.error("Streaming an answer failed", { error });
            const detail = error instanceof AppError ? error.message : "The answer failed.";
            await written.catch(() => undefined);
            await stream.writeSSE({ event: "error", data: JSON.stringify({ detail }) });
          }
        });
      },
    },
    {
      method: "POST",
      path: "/api/sessions/close",
      access: publicAccess,
      handle: async (c) => {
        // Pages close their session on unload with sendBeacon, which sends text/plain.
        await closeSession(db, await readJson(c, closePayloadSchema, { acceptTextPlain: true }));
        return c.json({ detail: "Session closed." });
      },
    },
    {
      method: "PATCH",
      path: "/api/messages/:id{[0-9]+}",
      access: publicReadAccess,
      handle: async (c) => {
        const id = pathId(c);
        const { rating, comment, session_secret } = await readJson(c, ratePayloadSchema);
        const proof = { ...visitorOf(c), secret: session_secret, actor: c.get("actor") };
        return c.json(await rateMessage(deps, id, { rating, comment }, proof));
      },
    },
    {
      method: "GET",
      path: "/api/sessions/",
      access: signedIn("bots.view_bot"),
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = { botId: queryId(c, "bot_id"), rating: queryAnswerRating(c) };
        return pagedJson(c, page, await listSessions(db, actorOf(c), filters, page));
      },
    },
    {
      method: "GET",
      path: "/api/messages/",
      access: signedIn("bots.view_bot"),
      handle: async (c) => {
        const page = readPageRequest(c);
        const sessionId = queryId(c, "session_id");
        return pagedJson(c, page, await listMessages(db, actorOf(c), sessionId, page));
      },
    },
  ];
}
