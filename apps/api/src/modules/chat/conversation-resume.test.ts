import { RESUME_WINDOW_MS } from "@org/api-client";
import type { AnswerRequest, KnowledgeEngine } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { placeholderEngine } from "../knowledge/placeholder-engine";

interface Session {
  session_id: number;
  session_secret: string;
}

const MINUTE_MS = 60_000;

/** Answers each question by quoting it, and keeps what it was handed. */
function echoEngine(seen: AnswerRequest[]): KnowledgeEngine {
  return {
    ...placeholderEngine,
    async answer(request) {
      seen.push(request);
      const answer = `Réponse à « ${request.question} »`;
      request.onDelta?.(answer);
      return { answer, links: [], reformulatedMessage: "", mode: "extractive" };
    },
  };
}

describe("going on with a conversation", () => {
  let api: TestApi;
  let adminToken: string;
  let botId: number;
  const seen: AnswerRequest[] = [];

  const start = (previous?: Session) =>
    api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId, ...(previous ? { previous_session: previous } : {}) },
    });
  const send = (session: Session, message: string) =>
    api.request("POST", "/api/sessions/message", { json: { ...session, message } });
  const rate = (id: number, session: Session) =>
    api.request("PATCH", `/api/messages/${id}`, {
      json: { rating: -1, session_secret: session.session_secret },
    });
  const close = (session: Session) => api.request("POST", "/api/sessions/close", { json: session });
  const messagesOf = async (session: Session) => {
    const listed = await api.request("GET", `/api/messages/?session_id=${session.session_id}`, {
      token: adminToken,
    });
    return (listed.body.results as { message: string }[]).map((message) => message.message);
  };

  /**
   * Moves every time the database keeps about a conversation (its sessions' and messages' own
   * timestamps, whatever they are named) back by `ms`, as if it had all happened that long ago.
   */
  async function age(session: Session, ms: number): Promise<void> {
    const { rows } = await api.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type = 'timestamp with time zone'
          AND table_name IN ('chat_sessions', 'messages')`,
    );
    const conversation = `(SELECT c.id FROM chat_sessions c, chat_sessions s
      WHERE s.id = $2 AND (c.id = COALESCE(s.conversation_id, s.id)
                           OR c.conversation_id = COALESCE(s.conversation_id, s.id)))`;
    for (const { table_name, column_name } of rows) {
      const key = table_name === "messages" ? "session_id" : "id";
      await api.db.query(
        `UPDATE ${table_name} SET ${column_name} = ${column_name} - $1 * interval '1 millisecond'
          WHERE ${key} IN ${conversation}`,
        [ms, session.session_id],
      );
    }
  }

  beforeAll(async () => {
    api = await startTestApi({ engine: echoEngine(seen) });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const demo = await seededDemo(api);
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Mairie" },
    });
    botId = bot.body.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("starts a new conversation when the last one was last active longer ago than the window", async () => {
    const first = (await start()).body as Session;
    const answer = await send(first, "Horaires de la mairie ?");
    await rate(answer.body.id, first);
    await close(first);
    await age(first, RESUME_WINDOW_MS + MINUTE_MS);

    const later = await start(first);
    expect(later.status).toBe(201);
    expect(later.body.earlier_messages).toEqual([]);
    const fresh = later.body as Session;
    await send(fresh, "Et le samedi ?");
    // The answer reads nothing of the old conversation, and the two are listed apart.
    expect(seen.at(-1)?.history).toEqual([]);
    expect(await messagesOf(fresh)).toEqual(["Et le samedi ?", "Réponse à « Et le samedi ? »"]);
    const listed = await api.request("GET", `/api/sessions/?bot_id=${botId}`, {
      token: adminToken,
    });
    const ids = listed.body.results.map((entry: { id: number }) => entry.id);
    expect(ids).toContain(first.session_id);
    expect(ids).toContain(fresh.session_id);
  });

  it("goes on with a conversation last active within the window", async () => {
    const first = (await start()).body as Session;
    await send(first, "Horaires de la mairie ?");
    await close(first);
    await age(first, RESUME_WINDOW_MS - MINUTE_MS);

    const later = await start(first);
    expect(
      later.body.earlier_messages.map((message: { message: string }) => message.message),
    ).toEqual(["Horaires de la mairie ?", "Réponse à « Horaires de la mairie ? »"]);
  });

  it("counts the window from the conversation's last message, on any of its pages", async () => {
    const first = (await start()).body as Session;
    await send(first, "Première page");
    await close(first);
    const second = (await start(first)).body as Session;
    await age(first, 2 * RESUME_WINDOW_MS);
    // The second page was opened long ago too, but its question was asked just now (and the page
    // is still open: no close tells when it was left).
    await send(second, "Deuxième page");

    const later = await start(second);
    expect(later.body.earlier_messages).toHaveLength(4);
  });

  it("counts a rating as activity, from a page still open", async () => {
    const open = (await start()).body as Session;
    const answer = await send(open, "Une question");
    await age(open, 2 * RESUME_WINDOW_MS);
    expect((await rate(answer.body.id, open)).status).toBe(200);

    const later = await start(open);
    expect(later.body.earlier_messages).toHaveLength(2);
  });

  it("counts the window from when the visitor left the page, as the widget does", async () => {
    const open = (await start()).body as Session;
    await send(open, "Une longue réponse à lire");
    await age(open, 2 * RESUME_WINDOW_MS);
    await close(open);

    const later = await start(open);
    expect(later.body.earlier_messages).toHaveLength(2);
  });

  it("takes no rating with the secret of a closed session, so an old secret cannot revive a conversation", async () => {
    const first = (await start()).body as Session;
    const answer = await send(first, "Une question");
    await close(first);
    await age(first, 2 * RESUME_WINDOW_MS);

    const rated = await rate(answer.body.id, first);
    expect(rated.status).toBe(409);
    expect(rated.body).toEqual({ detail: "This chat session is closed; start a new one." });
    const later = await start(first);
    expect(later.body.earlier_messages).toEqual([]);
  });
});
