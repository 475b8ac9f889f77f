import { RESUME_WINDOW_MS } from "@org/api-client";
import type { AnswerRequest, KnowledgeEngine } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialsOf, seededDemo } from "../../testing/fixtures";
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
      return { answer, links: [], reformulatedMessage: "", mode: "extractive", confidence: 0.8 };
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
      json: { bot_id: botId, ...(previous ? { previous_session: credentialsOf(previous) } : {}) },
    });
  const send = (session: Session, message: string) =>
    api.request("POST", "/api/sessions/message", { json: { ...credentialsOf(session), message } });
  const rate = (id: number, session: Session) =>
    api.request("PATCH", `/api/messages/${id}`, {
      json: { rating: -1, session_secret: session.session_secret },
    });
  const close = (session: Session) =>
    api.request("POST", "/api/sessions/close", { json: credentialsOf(session) });
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
    await age(first, RESUME_WINDOW_MS - MINUTE_MS);
    // The second page is still open: its question, asked now, is the conversation's activity.
    await send(second, "Deuxième page");
    await age(first, 2 * MINUTE_MS);

    const later = await start(second);
    expect(later.body.earlier_messages).toHaveLength(4);
  });

  it("counts a rating as activity, from a page still open", async () => {
    const open = (await start()).body as Session;
    const answer = await send(open, "Une question");
    await age(open, RESUME_WINDOW_MS - MINUTE_MS);
    expect((await rate(answer.body.id, open)).status).toBe(200);
    await age(open, 2 * MINUTE_MS);

    const later = await start(open);
    expect(later.body.earlier_messages).toHaveLength(2);
  });

  it("does not count leaving the page as activity: a session idle past the window cannot revive its conversation by closing", async () => {
    const open = (await start()).body as Session;
    await send(open, "Une longue réponse à lire");
    await age(open, 2 * RESUME_WINDOW_MS);
    // The page of a tab left open that long, or the secret of a session never closed (a crashed
    // tab, a phone that never sent the close), found later on a shared computer.
    expect((await close(open)).status).toBe(200);

    const later = await start(open);
    expect(later.status).toBe(201);
    expect(later.body.earlier_messages).toEqual([]);
  });

  it("refuses questions and ratings in a session whose conversation was idle past the window, and hands nothing back after them", async () => {
    const open = (await start()).body as Session;
    const answer = await send(open, "Horaires de la mairie ?");
    await age(open, RESUME_WINDOW_MS + MINUTE_MS);
    const asked = seen.length;

    const expired = {
      detail:
        "This chat session has expired: its conversation was idle for more than 30 minutes; start a new one.",
      code: "session_expired",
    };
    const sent = await send(open, "Et le samedi ?");
    expect(sent.status).toBe(409);
    expect(sent.body).toEqual(expired);
    const streamed = await api.request("POST", "/api/sessions/message/stream", {
      json: { ...credentialsOf(open), message: "Et le samedi ?" },
    });
    expect(streamed.status).toBe(409);
    expect(streamed.body).toEqual(expired);
    const rated = await rate(answer.body.id, open);
    expect(rated.status).toBe(409);
    expect(rated.body).toEqual(expired);
    // Nothing was asked, stored or rated.
    expect(seen.length).toBe(asked);
    expect(await messagesOf(open)).toEqual([
      "Horaires de la mairie ?",
      "Réponse à « Horaires de la mairie ? »",
    ]);
    const { rows } = await api.db.query("SELECT rating FROM messages WHERE id = $1", [
      answer.body.id,
    ]);
    expect(rows).toEqual([{ rating: 0 }]);

    const later = await start(open);
    expect(later.body.earlier_messages).toEqual([]);
    // A new session goes on at once, in a conversation of its own.
    expect((await send(later.body as Session, "Et le samedi ?")).status).toBe(200);
    expect(seen.at(-1)?.history).toEqual([]);
  });

  it("keeps a session within the window usable, on any of the conversation's pages", async () => {
    const first = (await start()).body as Session;
    const answer = await send(first, "Une question");
    await close(first);
    const second = (await start(first)).body as Session;
    await age(first, RESUME_WINDOW_MS - MINUTE_MS);

    expect((await rate(answer.body.id, second)).status).toBe(200);
    expect((await send(second, "Une autre")).status).toBe(200);
  });

  it("takes no rating with the secret of a closed session, so an old secret cannot revive a conversation", async () => {
    const first = (await start()).body as Session;
    const answer = await send(first, "Une question");
    await close(first);
    await age(first, 2 * RESUME_WINDOW_MS);

    const rated = await rate(answer.body.id, first);
    expect(rated.status).toBe(409);
    expect(rated.body).toEqual({
      detail: "This chat session is closed; start a new one.",
      code: "session_closed",
    });
    const later = await start(first);
    expect(later.body.earlier_messages).toEqual([]);
  });
});
