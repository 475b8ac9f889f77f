import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import {
  answerJson,
  chatHistoryJson,
  messageJson,
  paged,
  SESSION_SECRET,
  sessionStartJson,
} from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  closeSession,
  commentOnDislike,
  deleteOwnConversation,
  rateMessage,
  sendMessage,
  startSession,
  streamMessage,
} from "./chat";
import { deleteConversation, getChatSession, listChatSessions, listMessages } from "./chat-history";
import { isSessionEnded, sessionEndOf } from "./session-end";

const context = setUpTestContext();
const session = { session_id: 11, session_secret: SESSION_SECRET };

describe("chat history (signed in)", () => {
  it("lists GET /api/sessions/?bot_id= as it comes", async () => {
    context.server.respond("GET", "/api/sessions/", { json: paged([chatHistoryJson(1)], 30) });
    const history = await listChatSessions(context.client, 7, { page: 2 });
    expect(context.server.onlyRequest().query).toEqual({ bot_id: "7", page: "2" });
    expect(history).toEqual({
      count: 30,
      next: null,
      previous: null,
      results: [chatHistoryJson(1)],
    });
  });

  it("asks only for the conversations holding a disliked answer", async () => {
    context.server.respond("GET", "/api/sessions/", { json: paged([chatHistoryJson(1)]) });
    await listChatSessions(context.client, 7, { rating: -1, page_size: 20 });
    expect(context.server.onlyRequest().query).toEqual({
      bot_id: "7",
      rating: "-1",
      page_size: "20",
    });
  });

  it("logs a failure and gives null", async () => {
    context.server.respond("GET", "/api/sessions/", { status: 403, json: { detail: "No." } });
    await expect(listChatSessions(context.client, 7)).resolves.toBeNull();
    expect(context.logger.text()).toContain("Loading the chat history failed");
  });

  it("shows a session that fails its schema with its raw fields and defaults", async () => {
    context.server.respond("GET", "/api/sessions/", {
      json: [{ id: 1, bot: 7, started_at: "2026-01-02T10:00:00Z", likes: "2" }],
    });
    const history = await listChatSessions(context.client, 7);
    expect(history?.results).toEqual([
      {
        id: 1,
        bot: 7,
        started_at: "2026-01-02T10:00:00Z",
        closed_at: null,
        message_count: 0,
        last_message: "",
        likes: "2",
        dislikes: 0,
      },
    ]);
    expect(context.logger.entries[0]?.message).toMatch(/Unexpected chat session/);
  });

  it("reads one conversation from GET /api/sessions/{id}/, and rejects one out of reach", async () => {
    context.server.respond("GET", "/api/sessions/12/", { json: chatHistoryJson(11) });
    await expect(getChatSession(context.client, 12)).resolves.toEqual(chatHistoryJson(11));
    context.server.respond("GET", "/api/sessions/13/", {
      status: 404,
      json: { detail: "Not found." },
    });
    await expect(getChatSession(context.client, 13)).rejects.toMatchObject({ status: 404 });
  });

  it("tells the question to improve an answer was filed under", async () => {
    context.server.respond("GET", "/api/messages/", {
      json: paged([messageJson(1, "user"), { ...messageJson(2), missed_question: 5 }]),
    });
    const messages = await listMessages(context.client, 11);
    expect(messages.map((message) => message.missed_question)).toEqual([null, 5]);
  });

  it("reads every message of GET /api/messages/?session_id= in one page", async () => {
    context.server.respond("GET", "/api/messages/", {
      json: paged([messageJson(1, "user"), messageJson(2)]),
    });
    const messages = await listMessages(context.client, 11);
    expect(context.server.onlyRequest().query).toEqual({ session_id: "11", page_size: "1000" });
    expect(messages.map((message) => message.sent_from)).toEqual(["user", "bot"]);
  });

  it("gives messages that fail their schema with rating 0 and reformulated_message ''", async () => {
    context.server.respond("GET", "/api/messages/", {
      json: [{ id: 1, session: 11, sent_from: "robot", message: "Bonjour", rating: null }],
    });
    await expect(listMessages(context.client, 11)).resolves.toEqual([
      {
        id: 1,
        session: 11,
        sent_from: "robot",
        message: "Bonjour",
        rating: 0,
        rating_comment: "",
        reformulated_message: "",
        links: [],
        outcome: null,
        confidence: null,
      },
    ]);
    expect(context.logger.entries).toHaveLength(1);
  });

  it("logs a failure to load messages and gives an empty list", async () => {
    context.server.respond("GET", "/api/messages/", { status: 500 });
    await expect(listMessages(context.client, 11)).resolves.toEqual([]);
    expect(context.logger.text()).toContain("Loading the messages failed");
  });
});

describe("public chat", () => {
  it("starts with POST /api/sessions/start {bot_id} and gives the widget's session", async () => {
    context.server.respond("POST", "/api/sessions/start", { status: 201, json: sessionStartJson });
    const started = await startSession(context.clientWith({}), 7);
    expect(context.server.onlyRequest()).toMatchObject({ method: "POST", body: { bot_id: 7 } });
    expect(started).toEqual({
      session_id: 11,
      session_secret: SESSION_SECRET,
      bot_id: 7,
      bot_name: "Assistant",
      welcome_message: "Bonjour !",
      botAvatarUrl: "https://example.org/avatar.png",
      earlierMessages: [],
    });
  });

  it("goes on with the visitor's previous session, its earlier messages as the widget shows them", async () => {
    context.server.respond("POST", "/api/sessions/start", {
      status: 201,
      json: {
        ...sessionStartJson,
        session_id: 12,
        earlier_messages: [
          { id: 3, sent_from: "user", message: "Horaires ?", rating: 0, links: [] },
          {
            id: 4,
            sent_from: "bot",
            message: "De 9 h à 17 h.",
            rating: 1,
            curated: true,
            links: [{ url: "https://mairie.example/horaires", chunk: "Ouvert de 9 h à 17 h." }],
          },
          { id: 5, sent_from: "user", message: "Et le samedi ?", rating: 0, links: [] },
          {
            id: 6,
            sent_from: "bot",
            message: "Fermé.",
            rating: -1,
            rating_commented: true,
            links: [],
          },
          { id: 7, sent_from: "user", message: "Merci !", rating: 0, links: [] },
          {
            id: 8,
            sent_from: "bot",
            message: "Avec plaisir !",
            rating: 0,
            small_talk: true,
            links: [],
          },
        ],
      },
    });
    const started = await startSession(context.client, 7, session);
    expect(context.server.onlyRequest().body).toEqual({
      bot_id: 7,
      previous_session: { session_id: 11, session_secret: SESSION_SECRET },
    });
    // An answer the visitor already said was wrong is read back as commented, not to ask again;
    // an answer the organisation wrote itself stays marked as such, and so does a courtesy reply.
    const asked = { rating: 0, commented: false, curated: false, smallTalk: false, sources: [] };
    expect(started?.earlierMessages).toEqual([
      { id: 3, role: "user", content: "Horaires ?", ...asked },
      {
        id: 4,
        role: "assistant",
        content: "De 9 h à 17 h.",
        rating: 1,
        commented: false,
        curated: true,
        smallTalk: false,
        sources: [{ url: "https://mairie.example/horaires", chunk: "Ouvert de 9 h à 17 h." }],
      },
      { id: 5, role: "user", content: "Et le samedi ?", ...asked },
      {
        id: 6,
        role: "assistant",
        content: "Fermé.",
        rating: -1,
        commented: true,
        curated: false,
        smallTalk: false,
        sources: [],
      },
      { id: 7, role: "user", content: "Merci !", ...asked },
      {
        id: 8,
        role: "assistant",
        content: "Avec plaisir !",
        rating: 0,
        commented: false,
        curated: false,
        smallTalk: true,
        sources: [],
      },
    ]);
  });

  it("gives a missing avatar as null", async () => {
    const { bot_avatar_url: _, ...withoutAvatar } = sessionStartJson;
    context.server.respond("POST", "/api/sessions/start", { json: withoutAvatar });
    await expect(startSession(context.client, 7)).resolves.toMatchObject({ botAvatarUrl: null });
    expect(context.logger.entries).toEqual([]);
  });

  it("still starts from an answer that fails its schema, and never logs the secret", async () => {
    context.server.respond("POST", "/api/sessions/start", {
      json: { session_id: "11", session_secret: SESSION_SECRET, bot_name: "Assistant" },
    });
    await expect(startSession(context.client, 7)).resolves.toEqual({
      session_id: "11",
      session_secret: SESSION_SECRET,
      bot_id: 7,
      bot_name: "Assistant",
      welcome_message: "",
      botAvatarUrl: null,
      earlierMessages: [],
    });
    expect(context.logger.entries).toHaveLength(1);
    expect(context.logger.text()).not.toContain(SESSION_SECRET);
  });

  it("logs a failed start and gives undefined", async () => {
    context.server.respond("POST", "/api/sessions/start", {
      status: 500,
      json: { detail: "Something broke." },
    });
    await expect(startSession(context.client, 7)).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("Starting a chat session failed");
    expect(context.logger.text()).toContain("Something broke.");
  });

  it("logs a start refused for good, gives undefined and says why: an unknown bot, or a site it may not be used from", async () => {
    const refusals: string[] = [];
    const onRefused = (refusal: string) => refusals.push(refusal);
    context.server.respond("POST", "/api/sessions/start", {
      status: 404,
      json: { detail: "This assistant does not exist or is not active." },
    });
    await expect(startSession(context.client, 7, undefined, onRefused)).resolves.toBeUndefined();
    context.server.respond("POST", "/api/sessions/start", {
      status: 403,
      json: { detail: "This assistant may not be used from this site." },
    });
    await expect(startSession(context.client, 7, undefined, onRefused)).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("This assistant may not be used from this site.");
    // Too many starts from the visitor's address: a later one may succeed.
    context.server.respond("POST", "/api/sessions/start", {
      status: 429,
      json: { detail: "Too many requests." },
    });
    await expect(startSession(context.client, 7, undefined, onRefused)).resolves.toBeUndefined();
    expect(refusals).toEqual(["unavailable", "site-refused"]);
  });

  it("sends POST /api/sessions/message {session_id, session_secret, message} and gives the Answer", async () => {
    context.server.respond("POST", "/api/sessions/message", { json: answerJson(21) });
    await expect(sendMessage(context.client, session, "Horaires ?")).resolves.toEqual(
      answerJson(21),
    );
    expect(context.server.onlyRequest().body).toEqual({
      session_id: 11,
      session_secret: SESSION_SECRET,
      message: "Horaires ?",
    });
  });

  it("logs a failed send and gives undefined, without logging the secret", async () => {
    context.server.respond("POST", "/api/sessions/message", {
      status: 403,
      json: { detail: "Invalid session secret." },
    });
    await expect(sendMessage(context.client, session, "Horaires ?")).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("Sending a message failed");
    expect(context.logger.text()).not.toContain(SESSION_SECRET);
  });

  it("closes with POST /api/sessions/close, sent with keepalive", async () => {
    const keepalive: boolean[] = [];
    const client = context.clientWith({
      fetch: (input, init) => {
        if (input instanceof Request) keepalive.push(input.keepalive);
        return fetch(input, init);
      },
    });
    context.server.respond("POST", "/api/sessions/close", { json: { detail: "Closed." } });
    await closeSession(client, session);
    expect(keepalive).toEqual([true]);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "POST",
      body: { session_id: 11, session_secret: SESSION_SECRET },
    });
  });

  it("only logs a failed close", async () => {
    context.server.respond("POST", "/api/sessions/close", { hangUp: true });
    await expect(closeSession(context.client, session)).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("Closing the chat session failed");
  });

  it("rates with PATCH /api/messages/{id} {rating, session_secret}", async () => {
    context.server.respond("PATCH", "/api/messages/21", { json: { id: 21, rating: -1 } });
    await rateMessage(context.client, 21, -1, SESSION_SECRET);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      path: "/api/messages/21",
      body: { rating: -1, session_secret: SESSION_SECRET },
    });
  });

  it("logs a failed rating and rethrows it", async () => {
    context.server.respond("PATCH", "/api/messages/21", { status: 403, json: { detail: "No." } });
    await expect(rateMessage(context.client, 21, 1, SESSION_SECRET)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(context.logger.text()).toContain("Rating the answer failed");
  });

  it("says why an answer was disliked with PATCH /api/messages/{id} {rating: -1, comment}", async () => {
    context.server.respond("PATCH", "/api/messages/21", { json: { id: 21, rating: -1 } });
    await commentOnDislike(context.client, 21, "Il manque les horaires.", SESSION_SECRET);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      path: "/api/messages/21",
      body: { rating: -1, comment: "Il manque les horaires.", session_secret: SESSION_SECRET },
    });
  });
});

describe("deleting a conversation", () => {
  it("deletes a visitor's own with DELETE /api/sessions/{id}/ {session_secret}", async () => {
    context.server.respond("DELETE", "/api/sessions/11/", { status: 204 });
    await deleteOwnConversation(context.client, session);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "DELETE",
      path: "/api/sessions/11/",
      body: { session_secret: SESSION_SECRET },
    });
  });

  it("deletes one as a signed-in user with no body", async () => {
    context.server.respond("DELETE", "/api/sessions/11/", { status: 204 });
    await deleteConversation(context.client, 11);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "DELETE",
      path: "/api/sessions/11/",
      body: undefined,
    });
  });

  it("logs a refused deletion, without the secret, and rethrows it", async () => {
    context.server.respond("DELETE", "/api/sessions/11/", {
      status: 403,
      json: { detail: "The session secret is missing or does not match this session." },
    });
    await expect(deleteOwnConversation(context.client, session)).rejects.toBeInstanceOf(ApiError);
    expect(context.logger.text()).toContain("Deleting the conversation failed");
    expect(context.logger.text()).not.toContain(SESSION_SECRET);
  });
});

describe("streamed answers", () => {
  it("posts to /api/sessions/message/stream and hands over each piece, then the Answer", async () => {
    context.server.respond("POST", "/api/sessions/message/stream", {
      events: [
        'event: delta\ndata: {"text":"Nous "}\n\n',
        'event: delta\ndata: {"te',
        'xt":"ouvrons à 9h."}\n\n: keep-alive\n\n',
        `event: done\ndata: ${JSON.stringify(answerJson(21))}\n\n`,
      ],
    });
    const pieces: string[] = [];
    const answer = await streamMessage(context.client, session, "Horaires ?", (text) =>
      pieces.push(text),
    );
    expect(pieces).toEqual(["Nous ", "ouvrons à 9h."]);
    expect(answer).toEqual(answerJson(21));
    expect(context.server.onlyRequest().body).toEqual({
      session_id: 11,
      session_secret: SESSION_SECRET,
      message: "Horaires ?",
    });
  });

  it("logs an error event and gives undefined", async () => {
    context.server.respond("POST", "/api/sessions/message/stream", {
      events: [
        'event: delta\ndata: {"text":"Nous"}\n\n',
        'event: error\ndata: {"detail":"Provider down"}\n\n',
      ],
    });
    await expect(
      streamMessage(context.client, session, "Q", () => undefined),
    ).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("Provider down");
  });

  it("logs a stream that ends without an answer and gives undefined", async () => {
    context.server.respond("POST", "/api/sessions/message/stream", {
      events: ['event: delta\ndata: {"text":"Nous"}\n\n'],
    });
    await expect(
      streamMessage(context.client, session, "Q", () => undefined),
    ).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("ended without an answer");
  });
});

describe("a session that can no longer be used", () => {
  const refusal = (code: string, detail = "Refused.") => ({ detail, code });

  it("gives why a question was refused: closed, expired or deleted", async () => {
    for (const [status, code, end] of [
      [409, "session_closed", "closed"],
      [409, "session_expired", "expired"],
      [403, "wrong_secret", "deleted"],
      [404, "session_gone", "deleted"],
    ] as const) {
      context.server.respond("POST", "/api/sessions/message", {
        status,
        json: refusal(code),
      });
      await expect(sendMessage(context.client, session, "Horaires ?")).resolves.toEqual({
        sessionEnded: end,
      });
    }
    expect(context.logger.text()).toContain("Sending a message failed");
    expect(context.logger.text()).not.toContain(SESSION_SECRET);
  });

  it("gives undefined for any other failure, and for a code it does not know", async () => {
    context.server.respond("POST", "/api/sessions/message", {
      status: 409,
      json: refusal("something_else"),
    });
    await expect(sendMessage(context.client, session, "Q")).resolves.toBeUndefined();
    context.server.respond("POST", "/api/sessions/message", { status: 503, json: { detail: "" } });
    await expect(sendMessage(context.client, session, "Q")).resolves.toBeUndefined();
  });

  it("gives why when refused before the stream, or by its error event", async () => {
    context.server.respond("POST", "/api/sessions/message/stream", {
      status: 409,
      json: refusal("session_expired"),
    });
    await expect(streamMessage(context.client, session, "Q", () => undefined)).resolves.toEqual({
      sessionEnded: "expired",
    });
    context.server.respond("POST", "/api/sessions/message/stream", {
      events: [
        'event: delta\ndata: {"text":"Nous"}\n\n',
        `event: error\ndata: ${JSON.stringify(refusal("session_gone"))}\n\n`,
      ],
    });
    await expect(streamMessage(context.client, session, "Q", () => undefined)).resolves.toEqual({
      sessionEnded: "deleted",
    });
  });

  it("reads why from a refused rating", async () => {
    context.server.respond("PATCH", "/api/messages/21", {
      status: 409,
      json: refusal("session_expired"),
    });
    const refused = await rateMessage(context.client, 21, 1, SESSION_SECRET).catch(
      (error: unknown) => error,
    );
    expect(sessionEndOf(refused)).toBe("expired");
    expect(sessionEndOf(new ApiError({ kind: "no-response", message: "Offline" }))).toBeUndefined();
    expect(isSessionEnded({ sessionEnded: "closed" })).toBe(true);
    expect(isSessionEnded(undefined)).toBe(false);
  });
});
