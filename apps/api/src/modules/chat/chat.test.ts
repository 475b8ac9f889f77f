import type { AnswerRequest, KnowledgeEngine } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccountViaApi,
  createSignedInUser,
  credentialsOf,
  seededDemo,
} from "../../testing/fixtures";
import { RELAXED_LIMITS, startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { PLACEHOLDER_ANSWER, placeholderEngine } from "../knowledge/placeholder-engine";

interface Session {
  session_id: number;
  session_secret: string;
}

/**
 * Answers with what it was given, so that the tests can see what the chat hands the engine; the
 * question "attente" is answered only once `held` is released.
 */
function recordingEngine(seen: AnswerRequest[], held: Promise<void>): KnowledgeEngine {
  return {
    ...placeholderEngine,
    async answer(request) {
      seen.push(request);
      if (request.question === "panne") throw new Error("provider down");
      if (request.question === "attente") await held;
      const answer = `Réponse à « ${request.question} »`;
      for (const piece of answer.match(/.{1,6}/gu) ?? []) request.onDelta?.(piece);
      return {
        answer,
        links: [
          {
            url: "https://docs.example.com/a",
            chunk: "Passage",
            knowledgeBaseId: request.knowledgeBaseIds[0] ?? 0,
          },
        ],
        reformulatedMessage: "",
        mode: "extractive",
        confidence: 0.8,
      };
    },
  };
}

describe("chat", () => {
  let api: TestApi;
  let adminToken: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;
  const seen: AnswerRequest[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  const start = async (botId = demo.botId, headers: Record<string, string> = {}) => {
    const response = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId },
      headers,
    });
    return response;
  };
  const send = (session: Session, message: string, headers: Record<string, string> = {}) =>
    api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message },
      headers,
    });
  const rate = (id: number, session: Session, headers: Record<string, string> = {}) =>
    api.request("PATCH", `/api/messages/${id}`, {
      json: { rating: -1, session_secret: session.session_secret },
      headers,
    });
  const storedMessages = async (session: Session) => {
    const listed = await api.request("GET", `/api/messages/?session_id=${session.session_id}`, {
      token: adminToken,
    });
    return (listed.body.results as { sent_from: string; message: string }[]).map(
      ({ sent_from, message }) => ({ sent_from, message }),
    );
  };

  beforeAll(async () => {
    api = await startTestApi({ engine: recordingEngine(seen, held) });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lets a newcomer start a session with the demo bot and talk to it", async () => {
    const started = await start();
    expect(started.status).toBe(201);
    expect(started.body).toEqual({
      session_id: expect.any(Number),
      session_secret: expect.stringMatching(/^[0-9a-f]{40}$/),
      bot_name: "Assistant IA",
      welcome_message: expect.stringContaining("Bonjour"),
      bot_avatar_url: null,
      earlier_messages: [],
    });
    const first = await send(started.body, "Que sais-tu faire ?");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number),
      answer: "Réponse à « Que sais-tu faire ? »",
      links: [{ url: "https://docs.example.com/a", chunk: "Passage" }],
      rating: 0,
      curated: false,
      small_talk: false,
    });
    await send(started.body, "Et ensuite ?");

    const last = seen.at(-1) as AnswerRequest;
    expect(last.bot).toMatchObject({ id: demo.botId, model: "gpt-4o-mini" });
    expect(last.bot.systemPrompt).toContain("assistant de démonstration");
    expect(last.knowledgeBaseIds).toEqual([demo.knowledgeBaseId]);
    expect(last.history).toEqual([
      { role: "user", content: "Que sais-tu faire ?" },
      { role: "assistant", content: "Réponse à « Que sais-tu faire ? »" },
    ]);

    const messages = await api.request(
      "GET",
      `/api/messages/?session_id=${started.body.session_id}`,
      {
        token: adminToken,
      },
    );
    expect(
      messages.body.results.map((message: { sent_from: string }) => message.sent_from),
    ).toEqual(["user", "bot", "user", "bot"]);
    expect(messages.body.results[1]).toMatchObject({
      session: started.body.session_id,
      message: "Réponse à « Que sais-tu faire ? »",
      rating: 0,
      reformulated_message: "",
      links: [{ url: "https://docs.example.com/a", chunk: "Passage" }],
      outcome: "passages",
      confidence: 0.8,
    });
    // A visitor's message has no outcome.
    expect(messages.body.results[0]).toMatchObject({ outcome: null, confidence: null });
  });

  it("stores questions exactly as typed, quotes, backslashes and SQL included", async () => {
    const started = (await start()).body as Session;
    const question = "C'est l'heure ? \\' \\\\n E'x' $1 '); DROP TABLE messages; -- «fin»";
    const answered = await send(started, question);
    expect(answered.status).toBe(200);
    expect(answered.body.answer).toBe(`Réponse à « ${question} »`);
    const stored = await api.request("GET", `/api/messages/?session_id=${started.session_id}`, {
      token: adminToken,
    });
    expect(stored.body.results.map((message: { message: string }) => message.message)).toEqual([
      question,
      `Réponse à « ${question} »`,
    ]);
  });

  it("keeps each session to the visitor holding its secret", async () => {
    const mine = (await start()).body as Session;
    const theirs = (await start()).body as Session;
    const before = await api.db.query("SELECT count(*)::int AS count FROM messages");

    const wrong = await send(
      { session_id: theirs.session_id, session_secret: mine.session_secret },
      "Salut",
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe("The session secret is missing or does not match this session.");
    const missing = await api.request("POST", "/api/sessions/message", {
      json: { session_id: theirs.session_id, message: "Salut" },
    });
    expect(missing.status).toBe(403);
    const closeTheirs = await api.request("POST", "/api/sessions/close", {
      json: { session_id: theirs.session_id, session_secret: mine.session_secret },
    });
    expect(closeTheirs.status).toBe(403);

    const answer = await send(theirs, "Bonjour");
    const rateTheirs = await api.request("PATCH", `/api/messages/${answer.body.id}`, {
      json: { rating: -1, session_secret: mine.session_secret },
    });
    expect(rateTheirs.status).toBe(403);
    const after = await api.db.query("SELECT count(*)::int AS count FROM messages");
    expect((after.rows[0] as { count: number }).count).toBe(
      (before.rows[0] as { count: number }).count + 2,
    );
  });

  it("rates answers 1, 0 or -1 and counts them in the history", async () => {
    const session = (await start()).body as Session;
    const answer = await send(session, "Note-moi");
    const rate = (id: number, rating: number) =>
      api.request("PATCH", `/api/messages/${id}`, {
        json: { rating, session_secret: session.session_secret },
      });
    expect((await rate(answer.body.id, 1)).body).toMatchObject({ id: answer.body.id, rating: 1 });
    expect((await rate(answer.body.id, 0)).body.rating).toBe(0);
    expect((await rate(answer.body.id, -1)).body.rating).toBe(-1);
    const userMessage = await rate(answer.body.id - 1, 1);
    expect(userMessage.status).toBe(400);
    expect(userMessage.body).toEqual({ rating: ["Only the assistant's answers can be rated."] });

    const history = await api.request("GET", `/api/sessions/?bot_id=${demo.botId}`, {
      token: adminToken,
    });
    const row = history.body.results.find(
      (entry: { id: number }) => entry.id === session.session_id,
    );
    expect(row).toEqual({
      id: session.session_id,
      bot: demo.botId,
      started_at: expect.any(String),
      closed_at: null,
      message_count: 2,
      last_message: "Réponse à « Note-moi »",
      likes: 0,
      dislikes: 1,
    });
  });

  it("keeps what a visitor says was wrong with a disliked answer, and only with a dislike", async () => {
    const session = (await start()).body as Session;
    const answer = await send(session, "Où se garer ?");
    const patch = (json: Record<string, unknown>) =>
      api.request("PATCH", `/api/messages/${answer.body.id}`, {
        json: { ...json, session_secret: session.session_secret },
      });
    const stored = async () => {
      const listed = await api.request("GET", `/api/messages/?session_id=${session.session_id}`, {
        token: adminToken,
      });
      const message = listed.body.results.find(
        (entry: { id: number }) => entry.id === answer.body.id,
      );
      return { rating: message.rating, rating_comment: message.rating_comment };
    };

    expect((await patch({ rating: -1 })).status).toBe(200);
    const commented = await patch({ rating: -1, comment: "  Le parking de la gare manque.  " });
    expect(commented.status).toBe(200);
    // The visitor is told it was kept, not shown the back-office's reading of it.
    expect(commented.body).toMatchObject({ rating: -1, rating_commented: true });
    expect(commented.body).not.toHaveProperty("rating_comment");
    expect(await stored()).toEqual({ rating: -1, rating_comment: "Le parking de la gare manque." });
    // Disliking again without a word keeps what was said.
    await patch({ rating: -1 });
    expect(await stored()).toEqual({ rating: -1, rating_comment: "Le parking de la gare manque." });

    const withLike = await patch({ rating: 1, comment: "Très bien" });
    expect(withLike.status).toBe(400);
    expect(withLike.body).toEqual({
      comment: ["A comment is only kept with a dislike (rating -1)."],
    });
    const tooLong = await patch({ rating: -1, comment: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body)).toEqual(["comment"]);
    expect(await stored()).toEqual({ rating: -1, rating_comment: "Le parking de la gare manque." });

    // Taking the dislike back takes its comment with it.
    expect((await patch({ rating: 0 })).status).toBe(200);
    expect(await stored()).toEqual({ rating: 0, rating_comment: "" });
  });

  it("goes on with a visitor's conversation after a reload, in a new session listed as one conversation", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Suivi" },
    });
    const botId = bot.body.id as number;
    const first = (await start(botId)).body as Session;
    await send(first, "Premier échange");
    const disliked = await send(first, "Deuxième échange");
    await rate(disliked.body.id, first);
    await api.request("POST", "/api/sessions/close", { json: credentialsOf(first) });

    const resumed = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId, previous_session: credentialsOf(first) },
    });
    expect(resumed.status).toBe(201);
    expect(resumed.body.session_id).not.toBe(first.session_id);
    expect(resumed.body.session_secret).not.toBe(first.session_secret);
    expect(
      resumed.body.earlier_messages.map((m: { sent_from: string; message: string }) => [
        m.sent_from,
        m.message,
      ]),
    ).toEqual([
      ["user", "Premier échange"],
      ["bot", "Réponse à « Premier échange »"],
      ["user", "Deuxième échange"],
      ["bot", "Réponse à « Deuxième échange »"],
    ]);
    expect(resumed.body.earlier_messages[3]).toMatchObject({
      id: disliked.body.id,
      rating: -1,
      rating_commented: false,
      links: [{ url: "https://docs.example.com/a", chunk: "Passage" }],
    });
    const second = resumed.body as Session;
    // The answers read back are rated, and commented, from the session that goes on.
    const earlier = await api.request("PATCH", `/api/messages/${disliked.body.id}`, {
      json: { rating: -1, comment: "Toujours faux", session_secret: second.session_secret },
    });
    expect(earlier.status).toBe(200);
    // The visitor reads it back as the widget shows it, nothing of what the back-office reads.
    expect(earlier.body).toEqual({
      id: disliked.body.id,
      sent_from: "bot",
      message: expect.any(String),
      rating: -1,
      rating_commented: true,
      links: [{ url: "https://docs.example.com/a", chunk: "Passage" }],
      curated: false,
      small_talk: false,
    });
    await send(second, "Après le rechargement");
    // The answer reads the conversation, not only the new session.
    expect(seen.at(-1)?.history.map((turn) => turn.content)).toContain("Premier échange");

    // A third page goes on with the same conversation.
    const third = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId, previous_session: credentialsOf(second) },
    });
    expect(third.body.earlier_messages).toHaveLength(6);
    // Whether the visitor already said what was wrong is read back, never what they said.
    expect(
      third.body.earlier_messages.map((m: { rating: number; rating_commented: boolean }) => [
        m.rating,
        m.rating_commented,
      ]),
    ).toEqual([
      [0, false],
      [0, false],
      [0, false],
      [-1, true],
      [0, false],
      [0, false],
    ]);
    expect(JSON.stringify(third.body)).not.toContain("Toujours faux");

    const listed = await api.request("GET", `/api/sessions/?bot_id=${botId}`, {
      token: adminToken,
    });
    expect(listed.body.results).toEqual([
      expect.objectContaining({
        id: first.session_id,
        message_count: 6,
        last_message: "Réponse à « Après le rechargement »",
        dislikes: 1,
      }),
    ]);
    for (const session of [first, second]) {
      const messages = await api.request("GET", `/api/messages/?session_id=${session.session_id}`, {
        token: adminToken,
      });
      expect(messages.body.count).toBe(6);
    }

    // A wrong secret, or a session of another bot, starts afresh and reads nothing back.
    for (const previous of [
      { ...second, session_secret: "0".repeat(40) },
      (await start()).body as Session,
    ]) {
      const fresh = await api.request("POST", "/api/sessions/start", {
        json: { bot_id: botId, previous_session: credentialsOf(previous) },
      });
      expect(fresh.status).toBe(201);
      expect(fresh.body.earlier_messages).toEqual([]);
    }
  });

  it("reads one conversation by any of its sessions, whatever page of the list it falls on", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Lecture" },
    });
    const botId = bot.body.id as number;
    const first = (await start(botId)).body as Session;
    const answer = await send(first, "Première question");
    await rate(answer.body.id, first);
    const second = (
      await api.request("POST", "/api/sessions/start", {
        json: { bot_id: botId, previous_session: credentialsOf(first) },
      })
    ).body as Session;
    await send(second, "Après le rechargement");
    // Newer conversations push it to the list's second page.
    for (const question of ["Une", "Deux"]) {
      await send((await start(botId)).body as Session, question);
    }
    const secondPage = await api.request(
      "GET",
      `/api/sessions/?bot_id=${botId}&page=2&page_size=2`,
      { token: adminToken },
    );
    expect(secondPage.body.results.map((row: { id: number }) => row.id)).toEqual([
      first.session_id,
    ]);

    const expected = {
      id: first.session_id,
      bot: botId,
      started_at: expect.any(String),
      closed_at: null,
      message_count: 4,
      last_message: "Réponse à « Après le rechargement »",
      likes: 0,
      dislikes: 1,
    };
    for (const session of [first, second]) {
      const read = await api.request("GET", `/api/sessions/${session.session_id}/`, {
        token: adminToken,
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(expected);
    }

    // Within the reader's accounts only; a session without a message is no conversation.
    const reader = await createSignedInUser(api, adminToken, {
      accounts: [demo.accountId],
      permissions: ["chats.view_conversation"],
    });
    const stranger = await createSignedInUser(api, adminToken, {
      accounts: [await createAccountViaApi(api, adminToken, "Lecture ailleurs")],
      permissions: ["chats.view_conversation"],
    });
    const path = `/api/sessions/${second.session_id}/`;
    expect((await api.request("GET", path, { token: reader.token })).body).toEqual(expected);
    expect((await api.request("GET", path, { token: stranger.token })).status).toBe(404);
    const empty = (await start(botId)).body as Session;
    for (const missing of [empty.session_id, 999_999]) {
      const read = await api.request("GET", `/api/sessions/${missing}/`, { token: adminToken });
      expect(read.status).toBe(404);
    }
  });

  it("lists only the conversations holding an answer rated as asked", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Notes" },
    });
    const botId = bot.body.id as number;
    const rated = async (rating: number) => {
      const session = (await start(botId)).body as Session;
      await send(session, "Première question");
      const answer = await send(session, "Deuxième question");
      await api.request("PATCH", `/api/messages/${answer.body.id}`, {
        json: { rating, session_secret: session.session_secret },
      });
      return session.session_id;
    };
    const disliked = await rated(-1);
    const liked = await rated(1);
    const unrated = await rated(0);
    const list = (query: string) =>
      api.request("GET", `/api/sessions/?bot_id=${botId}${query}`, { token: adminToken });
    const ids = (body: { results: { id: number }[] }) => body.results.map((entry) => entry.id);

    expect(ids((await list("")).body)).toEqual([unrated, liked, disliked]);
    const onlyDisliked = await list("&rating=-1");
    expect(onlyDisliked.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(onlyDisliked.body.results).toEqual([
      expect.objectContaining({ id: disliked, message_count: 4, likes: 0, dislikes: 1 }),
    ]);
    expect(ids((await list("&rating=1")).body)).toEqual([liked]);

    for (const bad of ["0", "2", "-1.5", "bad"]) {
      const refused = await list(`&rating=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        rating: ["Must be 1 (liked answers) or -1 (disliked answers)."],
      });
    }
  });

  it("closes a session, after which it takes no more messages", async () => {
    const session = (await start()).body as Session;
    await send(session, "Avant");
    // Pages close their session on unload with sendBeacon, which posts text/plain.
    const closed = await api.request("POST", "/api/sessions/close", {
      body: JSON.stringify(credentialsOf(session)),
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
    expect(closed.status).toBe(200);
    const after = await send(session, "Après");
    expect(after.status).toBe(409);
    expect(after.body).toEqual({
      detail: "This chat session is closed; start a new one.",
      code: "session_closed",
    });
  });

  it("refuses inactive bots, also for sessions already open", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Bientôt éteint" },
    });
    const session = (await start(bot.body.id)).body as Session;
    await api.request("PATCH", `/api/bots/${bot.body.id}/`, {
      token: adminToken,
      json: { is_active: false },
    });
    const refused = await start(bot.body.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: "This assistant does not exist or is not active." });
    expect((await send(session, "Toujours là ?")).status).toBe(404);
  });

  it("takes no rating for an answer once its bot is inactive", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Éteint après réponse" },
    });
    const session = (await start(bot.body.id)).body as Session;
    const answer = await send(session, "Une question");
    await api.request("PATCH", `/api/bots/${bot.body.id}/`, {
      token: adminToken,
      json: { is_active: false },
    });
    const refused = await rate(answer.body.id, session);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: "This assistant does not exist or is not active." });
    const { rows } = await api.db.query("SELECT rating FROM messages WHERE id = $1", [
      answer.body.id,
    ]);
    expect(rows).toEqual([{ rating: 0 }]);
  });

  it("answers an unknown session or message like a wrong secret, so ids tell nothing", async () => {
    const session = (await start()).body as Session;
    const answer = await send(session, "Bonjour");
    const wrongSecret = {
      detail: "The session secret is missing or does not match this session.",
      code: "wrong_secret",
    };

    const unknownSession = { ...credentialsOf(session), session_id: session.session_id + 100_000 };
    const wrongSession = { ...credentialsOf(session), session_secret: "0".repeat(40) };
    for (const attempt of [unknownSession, wrongSession]) {
      const sent = await send(attempt, "Qui est là ?");
      expect(sent.status).toBe(403);
      expect(sent.body).toEqual(wrongSecret);
      const closed = await api.request("POST", "/api/sessions/close", { json: attempt });
      expect(closed.status).toBe(403);
      expect(closed.body).toEqual(wrongSecret);
    }
    for (const [id, attempt] of [
      [answer.body.id + 100_000, session],
      [answer.body.id, wrongSession],
    ] as const) {
      const rated = await rate(id, attempt);
      expect(rated.status).toBe(403);
      expect(rated.body).toEqual(wrongSecret);
    }
  });

  it("starts sessions only from the sites a bot allows, when it names some", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: {
        account: demo.accountId,
        name: "Boutique",
        allowed_origins: ["https://shop.example"],
      },
    });
    const elsewhere = await start(bot.body.id, { Origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    const allowed = await start(bot.body.id, { Origin: "https://shop.example" });
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://shop.example");
  });

  it("checks a bot's allowed sites on every message, rating and close, not only at the start", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Vitrine", allowed_origins: ["https://shop.example"] },
    });
    const shop = { Origin: "https://shop.example" };
    const evil = { Origin: "https://evil.example" };
    const session = (await start(bot.body.id, shop)).body as Session;
    const answer = await send(session, "Depuis la boutique", shop);
    expect(answer.status).toBe(200);

    const refused = { detail: "This assistant may not be used from this site." };
    const elsewhere = await send(session, "Depuis un autre site", evil);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toEqual(refused);
    const ratedElsewhere = await rate(answer.body.id, session, evil);
    expect(ratedElsewhere.status).toBe(403);
    expect(ratedElsewhere.body).toEqual(refused);
    expect((await rate(answer.body.id, session, shop)).status).toBe(200);
    const close = (headers: Record<string, string>) =>
      api.request("POST", "/api/sessions/close", { json: credentialsOf(session), headers });
    const closedElsewhere = await close(evil);
    expect(closedElsewhere.status).toBe(403);
    expect(closedElsewhere.body).toEqual(refused);
    expect((await send(session, "Toujours ouverte", shop)).status).toBe(200);
    expect((await close(shop)).status).toBe(200);
    expect(await storedMessages(session)).toEqual([
      { sent_from: "user", message: "Depuis la boutique" },
      { sent_from: "bot", message: "Réponse à « Depuis la boutique »" },
      { sent_from: "user", message: "Toujours ouverte" },
      { sent_from: "bot", message: "Réponse à « Toujours ouverte »" },
    ]);
  });

  it("checks the site framing the embed host's widget, as the frame names it, against a bot's allowed sites", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Cadre", allowed_origins: ["https://shop.example"] },
    });
    const embedHost = "http://localhost:5174";
    const framedBy = (site: string, origin = embedHost) => ({
      Origin: origin,
      "X-Host-Origin": site,
    });
    const session = await start(bot.body.id, framedBy("https://shop.example"));
    expect(session.status).toBe(201);
    const answer = await send(
      session.body as Session,
      "Depuis le cadre",
      framedBy("https://shop.example"),
    );
    expect(answer.status).toBe(200);

    const refused = { detail: "This assistant may not be used from this site." };
    // The back-office previews it, wherever it may be used.
    expect((await start(bot.body.id, framedBy("http://localhost:5173"))).status).toBe(201);
    for (const headers of [
      framedBy("https://evil.example"),
      framedBy("not a site"),
      // Only the embed host's frames name the site framing them.
      framedBy("https://shop.example", "https://evil.example"),
      { Origin: embedHost },
    ]) {
      const elsewhere = await start(bot.body.id, headers);
      expect(elsewhere.status, JSON.stringify(headers)).toBe(403);
      expect(elsewhere.body).toEqual(refused);
    }
    // The React widget on any site sends the header too, from a frame of its own.
    const preflight = await fetch(`${api.url}/api/sessions/start`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://any.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-host-origin",
      },
    });
    expect(preflight.headers.get("access-control-allow-headers")).toContain("X-Host-Origin");
  });

  it("streams an answer as server-sent events, then stores it", async () => {
    const session = (await start()).body as Session;
    const response = await fetch(`${api.url}/api/sessions/message/stream`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...credentialsOf(session), message: "En direct" }),
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await response.text();
    const events = text
      .trim()
      .split("\n\n")
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
      }));
    const deltas = events
      .filter((event) => event.event === "delta")
      .map((event) => event.data.text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("Réponse à « En direct »");
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect(done?.data).toMatchObject({ answer: "Réponse à « En direct »", rating: 0 });
    const { rows } = await api.db.query("SELECT message FROM messages WHERE id = $1", [
      done?.data.id,
    ]);
    expect(rows[0]).toEqual({ message: "Réponse à « En direct »" });
  });

  it("says plainly when the engine cannot answer, leaving no question without its answer", async () => {
    const session = (await start()).body as Session;
    await send(session, "Avant la panne");
    const response = await send(session, "panne");
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      detail: "The assistant could not answer right now. Please try again.",
    });
    expect(await storedMessages(session)).toEqual([
      { sent_from: "user", message: "Avant la panne" },
      { sent_from: "bot", message: "Réponse à « Avant la panne »" },
    ]);
  });

  it("stores a question with its answer, so a server stopped mid-answer leaves no question alone", async () => {
    const session = (await start()).body as Session;
    const answering = send(session, "attente");
    await expect.poll(() => seen.at(-1)?.question).toBe("attente");
    // What a server killed now would leave behind: nothing of this exchange.
    expect(await storedMessages(session)).toEqual([]);
    release();
    expect((await answering).status).toBe(200);
    const stored = await api.db.query<{ sent_from: string; sent_at: Date }>(
      "SELECT sent_from, sent_at FROM messages WHERE session_id = $1 ORDER BY id",
      [session.session_id],
    );
    expect(stored.rows.map((row) => row.sent_from)).toEqual(["user", "bot"]);
    const [question, reply] = stored.rows as { sent_at: Date }[];
    expect(Number(question?.sent_at)).toBeLessThanOrEqual(Number(reply?.sent_at));
  });
});

describe("chat without a knowledge engine", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers honestly that it cannot answer yet, with no sources", async () => {
    const { botId } = await seededDemo(api);
    const session = (await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } }))
      .body;
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message: "Que sais-tu faire ?" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ answer: PLACEHOLDER_ANSWER, links: [], rating: 0 });
  });
});

describe("chat rate limits", () => {
  let api: TestApi;
  let botId: number;
  beforeAll(async () => {
    api = await startTestApi({
      engine: placeholderEngine,
      config: {
        limits: {
          ...RELAXED_LIMITS,
          sessionStartsPerAddress: { limit: 4, windowSeconds: 60 },
          chatMessagesPerSession: { limit: 2, windowSeconds: 60 },
        },
      },
    });
    botId = (await seededDemo(api)).botId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("bounds the messages of a session and the sessions of an address", async () => {
    const session = (await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } }))
      .body;
    const send = () =>
      api.request("POST", "/api/sessions/message", {
        json: { ...credentialsOf(session), message: "Encore" },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const throttled = await send();
    expect(throttled.status).toBe(429);
    expect(throttled.body.detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds?\.$/,
    );
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);

    const starts = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      starts.push(
        (await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } })).status,
      );
    }
    expect(starts).toEqual([201, 201, 201, 429]);
  });
});
