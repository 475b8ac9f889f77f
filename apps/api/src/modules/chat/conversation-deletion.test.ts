import type { KnowledgeEngine } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccountViaApi,
  credentialsOf,
  insertUserWithToken,
  seededDemo,
} from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { placeholderEngine } from "../knowledge/placeholder-engine";

interface Session {
  session_id: number;
  session_secret: string;
}

/** Answers at once, but the question "attente" only once `held` is released. */
function holdingEngine(held: Promise<void>): KnowledgeEngine {
  return {
    ...placeholderEngine,
    async answer(request) {
      if (request.question === "attente") await held;
      return placeholderEngine.answer(request);
    },
  };
}

const WRONG_SECRET = {
  detail: "The session secret is missing or does not match this session.",
  code: "wrong_secret",
};

describe("deleting a conversation", () => {
  let api: TestApi;
  let adminToken: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;
  let botId: number;
  let sequence = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  const start = (previous?: Session, headers: Record<string, string> = {}) =>
    api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId, ...(previous ? { previous_session: credentialsOf(previous) } : {}) },
      headers,
    });
  const send = (session: Session, message: string, headers: Record<string, string> = {}) =>
    api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message },
      headers,
    });
  const deleteAs = (
    sessionId: number,
    proof: { secret?: string; token?: string; origin?: string } = {},
  ) =>
    api.request("DELETE", `/api/sessions/${sessionId}/`, {
      token: proof.token,
      json: proof.secret === undefined ? undefined : { session_secret: proof.secret },
      headers: proof.origin ? { Origin: proof.origin } : {},
    });

  /**
   * A conversation over two pages: two questions on the first (the second answer disliked with a
   * comment), one on the second (its answer liked). Its texts carry `marker`.
   */
  async function conversation(headers: Record<string, string> = {}) {
    const marker = `secret-${++sequence}`;
    const first = (await start(undefined, headers)).body as Session;
    await send(first, `Première question ${marker}`, headers);
    const disliked = await send(first, `Deuxième question ${marker}`, headers);
    await api.request("PATCH", `/api/messages/${disliked.body.id}`, {
      json: { rating: -1, comment: `Faux ${marker}`, session_secret: first.session_secret },
      headers,
    });
    await api.request("POST", "/api/sessions/close", { json: credentialsOf(first), headers });
    const second = (await start(first, headers)).body as Session;
    const liked = await send(second, `Troisième question ${marker}`, headers);
    await api.request("PATCH", `/api/messages/${liked.body.id}`, {
      json: { rating: 1, session_secret: second.session_secret },
      headers,
    });
    return { first, second, marker };
  }

  /** Waits until a statement of another connection to the test's database waits on a lock. */
  async function waitForLockedStatement() {
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await api.db.query(
        `SELECT 1 FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("No statement waited on a lock");
  }

  /** What the database still holds of the conversation begun by `first`. */
  async function remains(first: Session) {
    const { rows } = await api.db.query<{ sessions: number; messages: number }>(
      `SELECT (SELECT count(*)::int FROM chat_sessions WHERE id = $1 OR conversation_id = $1)
                AS sessions,
              (SELECT count(*)::int FROM messages m JOIN chat_sessions s ON s.id = m.session_id
                WHERE s.id = $1 OR s.conversation_id = $1) AS messages`,
      [first.session_id],
    );
    return rows[0];
  }

  async function tracesOf(first: Session) {
    const { rows } = await api.db.query<Record<string, unknown>>(
      "SELECT * FROM conversation_deletions WHERE conversation_id = $1",
      [first.session_id],
    );
    return rows;
  }

  beforeAll(async () => {
    api = await startTestApi({ engine: holdingEngine(held) });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Mairie" },
    });
    botId = bot.body.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lets a visitor delete their whole conversation with their session's secret, leaving a trace without content", async () => {
    const { first, second, marker } = await conversation();
    expect(await remains(first)).toEqual({ sessions: 2, messages: 6 });

    const deleted = await deleteAs(second.session_id, { secret: second.session_secret });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe("");
    expect(await remains(first)).toEqual({ sessions: 0, messages: 0 });
    const listed = await api.request("GET", `/api/sessions/?bot_id=${botId}`, {
      token: adminToken,
    });
    expect(listed.body.results.map((entry: { id: number }) => entry.id)).not.toContain(
      first.session_id,
    );

    const traces = await tracesOf(first);
    expect(traces).toEqual([
      {
        id: expect.any(Number),
        conversation_id: first.session_id,
        bot_id: botId,
        account_id: demo.accountId,
        deleted_at: expect.any(Date),
        deleted_by: "visitor",
        deleted_by_user_id: null,
        session_count: 2,
        message_count: 6,
        rating_count: 2,
        comment_count: 1,
      },
    ]);
    const trace = JSON.stringify(traces);
    for (const kept of [marker, first.session_secret, second.session_secret]) {
      expect(trace).not.toContain(kept);
    }

    // Nothing is left to go on with, nor to delete again.
    const later = await start(second);
    expect(later.body.earlier_messages).toEqual([]);
    const again = await deleteAs(second.session_id, { secret: second.session_secret });
    expect(again.status).toBe(403);
    expect(again.body).toEqual(WRONG_SECRET);
  });

  it("refuses a visitor without the session's secret, or from a site the bot does not allow", async () => {
    const { first, second } = await conversation();
    const other = (await start()).body as Session;

    for (const secret of [first.session_secret.replace(/^./, "x"), other.session_secret, ""]) {
      const refused = await deleteAs(second.session_id, { secret });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(WRONG_SECRET);
    }
    const unknown = await deleteAs(second.session_id + 100_000, {
      secret: second.session_secret,
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(WRONG_SECRET);
    const anonymous = await deleteAs(second.session_id);
    expect(anonymous.status).toBe(401);

    await api.request("PATCH", `/api/bots/${botId}/`, {
      token: adminToken,
      json: { allowed_origins: ["https://mairie.example"] },
    });
    try {
      const elsewhere = await deleteAs(second.session_id, {
        secret: second.session_secret,
        origin: "https://evil.example",
      });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body).toEqual({ detail: "This assistant may not be used from this site." });
      expect(await remains(first)).toEqual({ sessions: 2, messages: 6 });
      expect(await tracesOf(first)).toEqual([]);

      const fromTheSite = await deleteAs(second.session_id, {
        secret: second.session_secret,
        origin: "https://mairie.example",
      });
      expect(fromTheSite.status).toBe(204);
      expect(fromTheSite.headers.get("access-control-allow-origin")).toBe("https://mairie.example");
      expect(await remains(first)).toEqual({ sessions: 0, messages: 0 });
    } finally {
      await api.request("PATCH", `/api/bots/${botId}/`, {
        token: adminToken,
        json: { allowed_origins: [] },
      });
    }
  });

  it("lets a user who may delete conversations delete one of their account's, by any of its sessions", async () => {
    const { first, second, marker } = await conversation();
    const manager = await insertUserWithToken(api, {
      accounts: [demo.accountId],
      permissions: ["bots.view_bot", "chats.delete_conversation"],
    });
    const deleted = await deleteAs(second.session_id, { token: manager.token });
    expect(deleted.status).toBe(204);
    expect(await remains(first)).toEqual({ sessions: 0, messages: 0 });
    const traces = await tracesOf(first);
    expect(traces).toEqual([
      expect.objectContaining({
        conversation_id: first.session_id,
        bot_id: botId,
        account_id: demo.accountId,
        deleted_by: "user",
        deleted_by_user_id: manager.id,
        session_count: 2,
        message_count: 6,
        rating_count: 2,
        comment_count: 1,
      }),
    ]);
    expect(JSON.stringify(traces)).not.toContain(marker);
    expect((await deleteAs(first.session_id, { token: manager.token })).status).toBe(404);
  });

  it("refuses a user without the permission, and answers 404 to another account's", async () => {
    const { first } = await conversation();
    const reader = await insertUserWithToken(api, {
      accounts: [demo.accountId],
      permissions: ["bots.view_bot", "bots.change_bot", "bots.delete_bot"],
    });
    const otherAccount = await createAccountViaApi(api, adminToken, "Autre mairie");
    const stranger = await insertUserWithToken(api, {
      accounts: [otherAccount],
      permissions: ["bots.view_bot", "chats.delete_conversation"],
    });

    const withoutPermission = await deleteAs(first.session_id, { token: reader.token });
    expect(withoutPermission.status).toBe(403);
    const elsewhere = await deleteAs(first.session_id, { token: stranger.token });
    expect(elsewhere.status).toBe(404);
    expect(await remains(first)).toEqual({ sessions: 2, messages: 6 });
    expect(await tracesOf(first)).toEqual([]);

    // Staff hold every permission.
    expect((await deleteAs(first.session_id, { token: adminToken })).status).toBe(204);
    expect(await remains(first)).toEqual({ sessions: 0, messages: 0 });
  });

  it("tells the conversation's other pages it was deleted, with a code, so that they start afresh", async () => {
    const { first, second } = await conversation();
    const answer = await send(second, "Encore une question");
    expect((await deleteAs(first.session_id, { token: adminToken })).status).toBe(204);

    const asked = await send(second, "Toujours là ?");
    expect(asked.status).toBe(403);
    expect(asked.body).toEqual(WRONG_SECRET);
    const streamed = await api.request("POST", "/api/sessions/message/stream", {
      json: { ...credentialsOf(second), message: "Toujours là ?" },
    });
    expect(streamed.status).toBe(403);
    expect(streamed.body).toEqual(WRONG_SECRET);
    const rated = await api.request("PATCH", `/api/messages/${answer.body.id}`, {
      json: { rating: 1, session_secret: second.session_secret },
    });
    expect(rated.status).toBe(403);
    expect(rated.body).toEqual(WRONG_SECRET);
  });

  it.skipIf(process.env.API_TEST_DATABASE !== "postgres")(
    "starts a conversation of its own when the one it goes on with is being deleted",
    async () => {
      // PostgreSQL only: PGlite runs one statement at a time, so no start can wait on a deletion.
      const { first, second } = await conversation();
      let started: ReturnType<typeof start> | undefined;
      await api.db.transaction(async (tx) => {
        // What a deletion does: its sessions locked, then deleted, until it commits.
        await tx.query(
          "SELECT id FROM chat_sessions WHERE id = $1 OR conversation_id = $1 FOR UPDATE",
          [first.session_id],
        );
        await tx.query("DELETE FROM chat_sessions WHERE id = $1", [first.session_id]);
        started = start(second);
        await waitForLockedStatement();
      });

      const later = await (started as ReturnType<typeof start>);
      expect(later.status).toBe(201);
      expect(later.body.earlier_messages).toEqual([]);
      const fresh = later.body as Session;
      expect((await send(fresh, "Une nouvelle question")).status).toBe(200);
      expect(await remains(fresh)).toEqual({ sessions: 1, messages: 2 });
    },
  );

  it("stores no answer once its conversation was deleted while it was being written", async () => {
    const { first, second } = await conversation();
    const asked = send(second, "attente");
    const streamed = api.request("POST", "/api/sessions/message/stream", {
      json: { ...credentialsOf(second), message: "attente" },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await deleteAs(second.session_id, { secret: second.session_secret })).status).toBe(204);
    release();
    const answered = await asked;
    expect(answered.status).toBe(404);
    expect(answered.body).toEqual({
      detail: "This chat session no longer exists; start a new one.",
      code: "session_gone",
    });
    // The stream had begun: its error event says the same.
    const events = (await streamed).body as string;
    expect(events).toContain(
      `event: error\ndata: ${JSON.stringify({
        detail: "This chat session no longer exists; start a new one.",
        code: "session_gone",
      })}`,
    );
    expect(await remains(first)).toEqual({ sessions: 0, messages: 0 });
  });
});
