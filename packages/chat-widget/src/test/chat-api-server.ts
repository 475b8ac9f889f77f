import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { SessionRefusal, SessionRefusalCode } from "@org/api-client";

/** One request the server received, for the test to check. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface ChatApiBehaviour {
  botName: string;
  welcomeMessage: string;
  avatarUrl: string | null;
  bubbles: { id: number; message: string; order: number; is_active: boolean }[];
  shortcuts: { id: number; label: string; value: string; order: number; is_active: boolean }[];
  /**
   * The answer's text and sources for a question, whether the organisation wrote it and whether
   * it is the courtesy reply to small talk.
   */
  answer: (question: string) => {
    answer: string;
    links: { url: string; chunk: string }[];
    curated?: boolean;
    small_talk?: boolean;
  };
  /** Whether POST /api/sessions/message/stream exists. */
  streaming: boolean;
  /** Status to fail questions with (both paths), or 0 to answer them. */
  failQuestionsWith: number;
  /** Status to fail ratings with, or 0. */
  failRatingsWith: number;
  /** Status to fail the deletion of a conversation with, or 0. */
  failDeletionsWith: number;
  /** How long each answer takes, in ms. */
  answerDelayMs: number;
  /** The bot's public appearance, or null for an unknown or deactivated bot (404). */
  appearance: Record<string, unknown> | null;
  /** Status to fail the appearance with, or 0 to answer it. */
  failAppearanceWith: number;
  /** How long the appearance takes to come, in ms. */
  appearanceDelayMs: number;
  /**
   * The sites the bot may be used from (none: any); a session started from a page of another
   * origin is refused as the API refuses it (403).
   */
  allowedOrigins: string[];
  /** Status to fail session starts with, or 0 to start them. */
  failStartsWith: number;
}

export interface ChatApiServer {
  url: string;
  requests: ReceivedRequest[];
  behaviour: ChatApiBehaviour;
  /** Makes the conversation of a session idle past the window, as the API counts it. */
  expireConversationOf: (sessionId: number) => void;
  /** Deletes the conversation of a session, as a user of the back-office does. */
  deleteConversationOf: (sessionId: number) => void;
  close: () => Promise<void>;
}

/** A refusal of a session, worded and coded as the API answers it. */
function refusal(code: SessionRefusalCode): SessionRefusal {
  return { detail: `Refused: ${code}.`, code };
}

const DEFAULT_BEHAVIOUR: ChatApiBehaviour = {
  botName: "Assistant de test",
  welcomeMessage: "Bonjour !\nJe réponds à vos questions.",
  avatarUrl: "/media/avatar.png",
  bubbles: [],
  shortcuts: [],
  answer: (question) => ({
    answer: `Réponse à « ${question} »`,
    links: [{ url: "https://example.org/source", chunk: "Un extrait" }],
  }),
  streaming: false,
  failQuestionsWith: 0,
  failRatingsWith: 0,
  failDeletionsWith: 0,
  answerDelayMs: 0,
  appearance: {},
  failAppearanceWith: 0,
  appearanceDelayMs: 0,
  allowedOrigins: [],
  failStartsWith: 0,
};

/**
 * A real HTTP server on 127.0.0.1 speaking the public chat endpoints of the API contract, with
 * in-memory sessions, so the widget's hooks are tested over real requests (including failures
 * and the streaming path) without the whole API server.
 */
export async function startChatApiServer(
  overrides: Partial<ChatApiBehaviour> = {},
): Promise<ChatApiServer> {
  const behaviour = { ...DEFAULT_BEHAVIOUR, ...overrides };
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<number, string>();
  /** Every session's secret, closed ones too, and the first session of its conversation. */
  const started = new Map<number, { secret: string; conversation: number }>();
  const transcripts = new Map<number, Record<string, unknown>[]>();
  /** The conversations idle past the window: nothing more is asked, rated or gone on with. */
  const expired = new Set<number>();
  let nextId = 1;

  const deleteConversation = (conversation: number) => {
    for (const [id, other] of started) {
      if (other.conversation === conversation) {
        started.delete(id);
        sessions.delete(id);
      }
    }
    transcripts.delete(conversation);
  };
  /** Why a session may not be used by the secret given, if it may not: as the API says it. */
  const refusedSession = (id: unknown, secret: unknown): SessionRefusalCode | undefined => {
    const session = started.get(id as number);
    if (!session || session.secret !== secret) return "wrong_secret";
    if (!sessions.has(id as number)) return "session_closed";
    if (expired.has(session.conversation)) return "session_expired";
    return undefined;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const body = await readJson(request);
    const method = request.method ?? "GET";
    cors(request, response);
    if (method === "OPTIONS") return send(response, 204, undefined);
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    const payload = (body ?? {}) as Record<string, unknown>;

    if (method === "POST" && url.pathname === "/api/sessions/start") {
      const origin = request.headers.origin;
      const { allowedOrigins } = behaviour;
      if (origin && allowedOrigins.length > 0 && !allowedOrigins.includes(origin)) {
        return send(response, 403, { detail: "This assistant may not be used from this site." });
      }
      if (behaviour.failStartsWith) {
        return send(response, behaviour.failStartsWith, { detail: "The start failed." });
      }
      const id = nextId++;
      const secret = `secret-${id}`;
      sessions.set(id, secret);
      const previous = payload.previous_session as Record<string, unknown> | undefined;
      const earlier = started.get(previous?.session_id as number);
      const conversation =
        earlier && earlier.secret === previous?.session_secret && !expired.has(earlier.conversation)
          ? earlier.conversation
          : id;
      started.set(id, { secret, conversation });
      return send(response, 201, {
        session_id: id,
        session_secret: secret,
        bot_name: behaviour.botName,
        welcome_message: behaviour.welcomeMessage,
        bot_avatar_url: behaviour.avatarUrl,
        earlier_messages: conversation === id ? [] : (transcripts.get(conversation) ?? []),
      });
    }
    if (method === "POST" && url.pathname === "/api/sessions/close") {
      if (refusedSession(payload.session_id, payload.session_secret) === "wrong_secret") {
        return send(response, 403, refusal("wrong_secret"));
      }
      sessions.delete(payload.session_id as number);
      return send(response, 200, { detail: "Session closed." });
    }
    if (method === "POST" && url.pathname.startsWith("/api/sessions/message")) {
      const stream = url.pathname === "/api/sessions/message/stream";
      if (stream && !behaviour.streaming) return send(response, 404, { detail: "Not found." });
      const refused = refusedSession(payload.session_id, payload.session_secret);
      if (refused) {
        const status = refused === "wrong_secret" ? 403 : 409;
        return send(response, status, refusal(refused));
      }
      await delay(behaviour.answerDelayMs);
      if (behaviour.failQuestionsWith) {
        return send(response, behaviour.failQuestionsWith, { detail: "The answer failed." });
      }
      const answer = { id: nextId++, rating: 0, ...behaviour.answer(String(payload.message)) };
      const conversation = started.get(payload.session_id as number)?.conversation ?? 0;
      transcripts.set(conversation, [
        ...(transcripts.get(conversation) ?? []),
        { id: nextId++, sent_from: "user", message: payload.message, rating: 0, links: [] },
        { ...answer, sent_from: "bot", message: answer.answer, rating_commented: false },
      ]);
      if (!stream) return send(response, 200, answer);
      response.writeHead(200, { "content-type": "text/event-stream" });
      for (const word of answer.answer.split(/(?<= )/)) {
        response.write(`event: delta\ndata: ${JSON.stringify({ text: word })}\n\n`);
        await delay(5);
      }
      response.end(`event: done\ndata: ${JSON.stringify(answer)}\n\n`);
      return;
    }
    const deleted = /^\/api\/sessions\/(\d+)\/$/.exec(url.pathname);
    if (method === "DELETE" && deleted) {
      const session = started.get(Number(deleted[1]));
      if (!session || session.secret !== payload.session_secret) {
        return send(response, 403, refusal("wrong_secret"));
      }
      if (behaviour.failDeletionsWith) {
        return send(response, behaviour.failDeletionsWith, { detail: "No." });
      }
      deleteConversation(session.conversation);
      return send(response, 204, undefined);
    }
    if (method === "PATCH" && url.pathname.startsWith("/api/messages/")) {
      if (behaviour.failRatingsWith)
        return send(response, behaviour.failRatingsWith, { detail: "No." });
      // Kept as the API keeps it: a comment goes with a dislike, another rating clears it.
      const id = Number(url.pathname.split("/").at(-1));
      const [conversation, transcript] = [...transcripts].find(([, messages]) =>
        messages.some((entry) => entry.id === id),
      ) ?? [undefined, []];
      // Proven by the secret of any session of the message's conversation.
      const [sessionId] = [...started].find(
        ([, entry]) =>
          entry.conversation === conversation && entry.secret === payload.session_secret,
      ) ?? [undefined];
      const refused = refusedSession(sessionId, payload.session_secret);
      if (refused) {
        const status = refused === "wrong_secret" ? 403 : 409;
        return send(response, status, refusal(refused));
      }
      const message = transcript.find((entry) => entry.id === id) as Record<string, unknown>;
      message.rating = payload.rating;
      if (payload.rating !== -1) message.rating_commented = false;
      else if (payload.comment) message.rating_commented = true;
      return send(response, 200, { rating: payload.rating });
    }
    if (method === "GET" && /^\/api\/bots\/\d+\/appearance\/$/.test(url.pathname)) {
      await delay(behaviour.appearanceDelayMs);
      if (behaviour.failAppearanceWith) {
        return send(response, behaviour.failAppearanceWith, { detail: "Indisponible." });
      }
      if (!behaviour.appearance) return send(response, 404, { detail: "Not found." });
      return send(response, 200, behaviour.appearance);
    }
    if (method === "GET" && url.pathname === "/api/bubble-messages/") {
      return send(
        response,
        200,
        behaviour.bubbles.map((bubble) => ({
          ...bubble,
          bot: 1,
          created_at: "2025-01-01T00:00:00Z",
        })),
      );
    }
    if (method === "GET" && url.pathname === "/api/shortcuts/") {
      return send(response, 200, {
        count: behaviour.shortcuts.length,
        next: null,
        previous: null,
        results: behaviour.shortcuts.map((shortcut) => ({
          ...shortcut,
          bot: 1,
          created_at: "2025-01-01T00:00:00Z",
        })),
      });
    }
    send(response, 404, { detail: "Not found." });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behaviour,
    expireConversationOf: (sessionId) => {
      const session = started.get(sessionId);
      if (session) expired.add(session.conversation);
    },
    deleteConversationOf: (sessionId) => {
      const session = started.get(sessionId);
      if (session) deleteConversation(session.conversation);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function cors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("access-control-allow-origin", request.headers.origin ?? "*");
  response.setHeader("access-control-allow-methods", "GET, POST, PATCH, DELETE, OPTIONS");
  response.setHeader("access-control-allow-headers", "content-type, authorization");
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text === "" ? undefined : JSON.parse(text);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
