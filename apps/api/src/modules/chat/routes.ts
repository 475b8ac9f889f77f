import {
  ANSWER_STREAM_EVENTS,
  conversationDeletePayloadSchema,
  RESUME_WINDOW_MS,
  ratePayloadSchema,
  sendMessagePayloadSchema,
  sessionClosePayloadSchema,
  sessionStartPayloadSchema,
} from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import * as z from "zod/mini";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { AppError, ValidationError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/body";
import { clientAddress } from "../../http/client-address";
import { botIdParameter, pageParameters } from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pageOrigin } from "../../http/page-origin";
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
import { beginExchange } from "./asking";
import { deleteAccountConversation, deleteOwnConversation } from "./conversation-deletion";
import { type AnswerRating, getSession, listMessages, listSessions } from "./history";
import { rateMessage } from "./rating";
import { closeSession, startSession, type Visitor } from "./sessions";

const TAG = "Chat";

// A missing secret is answered like a wrong one (403), so the server reads it as optional.
const messagePayloadSchema = z.extend(sendMessagePayloadSchema, {
  session_secret: z.optional(z.string()),
});
const closePayloadSchema = z.extend(sessionClosePayloadSchema, {
  session_secret: z.optional(z.string()),
});

/** How the public endpoints of a visitor's session say that it can no longer be used. */
const SESSION_REFUSAL = {
  schema: "SessionRefusal",
  description: `a session that can no longer be used is refused with a \`code\`: 409 \`session_closed\` or \`session_expired\` (its conversation idle for longer than ${RESUME_WINDOW_MS / 60_000} minutes), 403 \`wrong_secret\` (no session has that id and secret: unknown, or deleted with its conversation), 404 \`session_gone\` (deleted while its answer was written); start a new session`,
} as const;

/** The values of the conversation list's `rating` filter: 1 (liked) or -1 (disliked). */
const ANSWER_RATINGS: readonly AnswerRating[] = [1, -1];

/** The optional `rating` filter of the conversation list. */
function queryAnswerRating(c: Context): AnswerRating | undefined {
  const raw = c.req.query("rating");
  if (raw === undefined || raw === "") return undefined;
  const rating = ANSWER_RATINGS.find((value) => String(value) === raw);
  if (rating !== undefined) return rating;
  throw new ValidationError({ rating: ["Must be 1 (liked answers) or -1 (disliked answers)."] });
}

export function chatRoutes(deps: AppDeps): Endpoint[] {
  const { db, config, logger } = deps;
  const frames = {
    embedOrigins: config.embedOrigins,
    backOfficeOrigin: new URL(config.adminUrl).origin,
  };
  const visitorOf = (c: Context<AppEnv>): Visitor => ({
    address: clientAddress(c, config.trustProxy),
    origin: pageOrigin(c, frames),
  });
  return [
    {
      ...honoRoute(ROUTES.startSession),
      access: publicAccess,
      doc: {
        summary: "Start a chat session with a bot (the widget)",
        tag: TAG,
        body: { schema: "SessionStartPayload" },
        response: {
          status: 201,
          description: "The session and its secret.",
          schema: "SessionStartResult",
        },
      },
      handle: async (c) => {
        const payload = await readJson(c, sessionStartPayloadSchema);
        return c.json(await startSession(deps, payload, visitorOf(c)), 201);
      },
    },
    {
      ...honoRoute(ROUTES.sendMessage),
      access: publicAccess,
      doc: {
        summary: "Ask a question in a session and wait for the whole answer",
        tag: TAG,
        body: { schema: "SendMessagePayload" },
        response: { status: 200, description: "The answer and its sources.", schema: "Answer" },
        refusal: SESSION_REFUSAL,
      },
      handle: async (c) => {
        const payload = await readJson(c, messagePayloadSchema);
        const exchange = await beginExchange(deps, payload, visitorOf(c));
        const answer = await exchange.answer();
        await exchange.fileMiss(answer);
        return c.json(answer);
      },
    },
    {
      // The same exchange as server-sent events: `delta` {text} pieces, then `done` with the
      // stored answer, or `error` {detail, code?}.
      ...honoRoute(ROUTES.streamMessage),
      access: publicAccess,
      doc: {
        summary: "Ask a question in a session and read the answer as it is written",
        tag: TAG,
        body: { schema: "SendMessagePayload" },
        response: {
          status: 200,
          description:
            "Server-sent events: `delta` events with `{text}`, then one `done` event with the Answer, or one `error` event with `{detail}` (and the `code` of a session refusal: `session_gone`).",
          mediaType: "text/event-stream",
        },
        refusal: SESSION_REFUSAL,
      },
      handle: async (c) => {
        const payload = await readJson(c, messagePayloadSchema);
        const exchange = await beginExchange(deps, payload, visitorOf(c));
        // A proxy that buffers or compresses answers (nginx's default buffering, its gzip) would
        // hold the pieces until the end: nginx passes an answer marked so as it comes.
        c.header("X-Accel-Buffering", "no");
        return streamSSE(c, async (stream) => {
          let written = Promise.resolve();
          const onDelta = (text: string) => {
            written = written.then(() =>
              stream.writeSSE({
                event: ANSWER_STREAM_EVENTS.delta,
                data: JSON.stringify({ text }),
              }),
            );
          };
          try {
            const answer = await exchange.answer({ onDelta });
            await written;
            await stream.writeSSE({
              event: ANSWER_STREAM_EVENTS.done,
              data: JSON.stringify(answer),
            });
            // Filed once the visitor has the whole answer, before the stream ends.
            await exchange.fileMiss(answer);
          } catch (error) {
            if (!(error instanceof AppError)) logger.error("Streaming an answer failed", { error });
            const refused =
              error instanceof AppError
                ? { ...error.body(), detail: error.message }
                : { detail: "The answer failed." };
            await written.catch(() => undefined);
            await stream.writeSSE({
              event: ANSWER_STREAM_EVENTS.error,
              data: JSON.stringify(refused),
            });
          }
        });
      },
    },
    {
      ...honoRoute(ROUTES.closeSession),
      access: publicAccess,
      doc: {
        summary: "Close a session (also accepts text/plain, as sendBeacon sends)",
        tag: TAG,
        body: { schema: "SessionClosePayload" },
        response: { status: 200, description: "Closed.", schema: "Detail" },
      },
      handle: async (c) => {
        // Pages close their session on unload with sendBeacon, which sends text/plain.
        const payload = await readJson(c, closePayloadSchema, { acceptTextPlain: true });
        await closeSession(db, payload, visitorOf(c));
        return c.json({ detail: "Session closed." });
      },
    },
    {
      ...honoRoute(ROUTES.rateMessage),
      access: publicReadAccess,
      doc: {
        summary: "Rate an answer, with the session secret or a token",
        tag: TAG,
        body: { schema: "RatePayload" },
        response: {
          status: 200,
          description:
            "The message rated: as a user reads it (`Message`) to a user, as the widget shows it (`EarlierMessage`) to a visitor.",
          schema: ["Message", "EarlierMessage"],
        },
        refusal: SESSION_REFUSAL,
      },
      handle: async (c) => {
        const id = pathId(c);
        const { rating, comment, session_secret } = await readJson(c, ratePayloadSchema);
        const proof = { ...visitorOf(c), secret: session_secret, actor: c.get("actor") };
        return c.json(await rateMessage(deps, id, { rating, comment }, proof));
      },
    },
    {
      ...honoRoute(ROUTES.listChatSessions),
      access: signedIn(PERMISSION.viewConversation),
      doc: {
        summary: "List the conversations",
        tag: TAG,
        query: [
          botIdParameter,
          {
            name: "rating",
            description: "Keeps the conversations holding a liked (1) or disliked (-1) answer.",
            type: "integer",
            values: ANSWER_RATINGS,
          },
          ...pageParameters,
        ],
        response: {
          status: 200,
          description: "A page of conversations.",
          schema: "ChatHistoryPage",
        },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = { botId: queryId(c, "bot_id"), rating: queryAnswerRating(c) };
        return pagedJson(c, page, await listSessions(db, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.getChatSession),
      access: signedIn(PERMISSION.viewConversation),
      doc: {
        summary:
          "Read the conversation a session belongs to, as the list shows it (under its first session)",
        tag: TAG,
        response: {
          status: 200,
          description:
            "The conversation, whichever of its sessions was asked for; 404 when it holds no message.",
          schema: "ChatHistory",
        },
      },
      handle: async (c) => c.json(await getSession(db, actorOf(c), pathId(c))),
    },
    {
      // A visitor sends the session's secret; a signed-in user, no body.
      ...honoRoute(ROUTES.deleteConversation),
      access: publicReadAccess,
      doc: {
        summary:
          "Delete a conversation for good (every session of it, with their messages, ratings and comments), with the session secret or a token",
        tag: TAG,
        body: { schema: "ConversationDeletePayload" },
        response: { status: 204, description: "Deleted; a trace without content is kept." },
      },
      handle: async (c) => {
        const id = pathId(c);
        const { session_secret } = await readJson(c, conversationDeletePayloadSchema);
        if (session_secret !== undefined) {
          await deleteOwnConversation(deps, id, { ...visitorOf(c), secret: session_secret });
        } else {
          await deleteAccountConversation(db, actorOf(c), id);
        }
        return c.body(null, 204);
      },
    },
    {
      ...honoRoute(ROUTES.listMessages),
      access: signedIn(PERMISSION.viewConversation),
      doc: {
        summary: "List the messages of the conversations",
        tag: TAG,
        query: [
          {
            name: "session_id",
            description: "Keeps the messages of this session.",
            type: "integer",
          },
          ...pageParameters,
        ],
        response: { status: 200, description: "A page of messages.", schema: "MessagePage" },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const sessionId = queryId(c, "session_id");
        return pagedJson(c, page, await listMessages(db, actorOf(c), sessionId, page));
      },
    },
  ];
}
