import type { AnalyticsReport, MessageApi, MissedQuestion } from "@org/api-client";
import { FIXED_REPLIES } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../lib/csv";
import { createAccountViaApi, createBotWithText, credentialsOf } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

interface Session {
  session_id: number;
  session_secret: string;
}

const TEXT = `# Mairie de Valbrune

## Garderie

La garderie périscolaire ouvre à 7 h 30 et ferme à 18 h 30, du lundi au vendredi.`;

const GREETING = FIXED_REPLIES.fr.smallTalk.greeting("Léa");

/** Every message of small talk the visitors of these tests send, in order. */
const SMALL_TALK_SENT = [
  "Bonjour",
  "Merciii beaucoup 🙏",
  "ok, bonne journée !",
  "Salut !",
  "Hello!",
  "merci",
  "Bonjour !",
];

/*
 * A visitor who only greets, thanks or says goodbye, over the real engine and knowledge base: the
 * assistant answers in kind, and the owner finds it neither among the questions to improve nor
 * among the questions counted; a question that comes with a greeting is answered as any other.
 */
describe("small talk", () => {
  let api: TestApi;
  let token: string;
  let botId: number;

  const start = async () =>
    (await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } })).body as Session;
  const send = async (session: Session, message: string) => {
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const stored = async (session: Session) =>
    (
      await api.request<{ results: MessageApi[] }>(
        "GET",
        `/api/messages/?session_id=${session.session_id}`,
        { token },
      )
    ).body.results;
  const misses = async () =>
    (
      await api.request<{ count: number; results: MissedQuestion[] }>(
        "GET",
        `/api/missed_questions/?bot_id=${botId}`,
        { token },
      )
    ).body;

  beforeAll(async () => {
    api = await startTestApi({ taskPollIntervalMs: 100 });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const account = await createAccountViaApi(api, token, "Valbrune");
    botId = await createBotWithText(api, token, { account, name: "Léa", text: TEXT });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("greets back a visitor who says hello, names the assistant and stores it as small talk", async () => {
    const session = await start();
    expect(await send(session, "Bonjour")).toEqual({
      id: expect.any(Number),
      answer: GREETING,
      links: [],
      rating: 0,
      curated: false,
      small_talk: true,
    });
    expect(GREETING).toBe("Bonjour\u00a0! Je suis Léa, comment puis-je vous aider\u00a0?");
    expect((await send(session, "Merciii beaucoup 🙏")).answer).toBe(
      FIXED_REPLIES.fr.smallTalk.thanks("Léa"),
    );
    expect((await send(session, "ok, bonne journée !")).answer).toBe(
      FIXED_REPLIES.fr.smallTalk.farewell("Léa"),
    );
    const messages = await stored(session);
    expect(messages.filter((message) => message.sent_from === "bot")).toEqual(
      Array(3).fill(
        expect.objectContaining({
          outcome: "small_talk",
          confidence: null,
          links: [],
          missed_question: null,
        }),
      ),
    );
    expect(messages.map((message) => message.message)).toContain("Bonjour");
  });

  it("answers a greeting that comes with a question from the passages, as any question", async () => {
    const session = await start();
    const answer = await send(session, "Bonjour, à quelle heure ouvre la garderie ?");
    expect(answer.answer).toContain("7 h 30");
    expect(answer.links).not.toEqual([]);
    expect(answer.small_talk).toBe(false);
    const thanks = await send(session, "merci, et le samedi ?");
    expect(thanks.answer).not.toBe(FIXED_REPLIES.fr.smallTalk.thanks("Léa"));
    expect(thanks.small_talk).toBe(false);
    expect((await stored(session)).filter((message) => message.sent_from === "bot")).toEqual([
      expect.objectContaining({ outcome: "passages" }),
      expect.objectContaining({ outcome: expect.not.stringMatching(/^small_talk$/) }),
    ]);
  });

  it("streams the courtesy reply whole, and reads it back after a reload as a courtesy reply", async () => {
    const session = await start();
    const response = await fetch(`${api.url}/api/sessions/message/stream`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...credentialsOf(session), message: "Salut !" }),
    });
    const events = (await response.text()).trim().split("\n\n");
    expect(events).toHaveLength(2);
    expect(events[0]).toBe(`event: delta\ndata: ${JSON.stringify({ text: GREETING })}`);
    expect(JSON.parse(/^data: (.*)$/m.exec(events[1] ?? "")?.[1] ?? "null")).toMatchObject({
      answer: GREETING,
      small_talk: true,
    });
    const resumed = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId, previous_session: credentialsOf(session) },
    });
    expect(resumed.body.earlier_messages).toEqual([
      expect.objectContaining({ sent_from: "user", message: "Salut !", small_talk: false }),
      expect.objectContaining({ sent_from: "bot", message: GREETING, small_talk: true }),
    ]);
  });

  it("answers in the assistant's language", async () => {
    const setLanguage = (language: string) =>
      api.request("PATCH", `/api/bots/${botId}/`, { token, json: { language } });
    expect((await setLanguage("en")).status).toBe(200);
    try {
      expect((await send(await start(), "Hello!")).answer).toBe(
        "Hello! I am Léa, how can I help you?",
      );
      expect((await send(await start(), "merci")).answer).toBe(
        FIXED_REPLIES.en.smallTalk.thanks("Léa"),
      );
    } finally {
      await setLanguage("fr");
    }
  });

  it("keeps small talk out of the questions to improve, even disliked", async () => {
    const session = await start();
    const hello = await send(session, "Bonjour !");
    await send(session, "Où garer ma voiture pendant le marché ?");
    // A widget of an older version still offers to rate every answer.
    const rated = await api.request("PATCH", `/api/messages/${hello.id}`, {
      json: { rating: -1, comment: "Bof", session_secret: session.session_secret },
    });
    expect(rated.status).toBe(200);
    const listed = (await misses()).results.map((question) => question.question);
    expect(listed).toContain("Où garer ma voiture pendant le marché ?");
    for (const courtesy of SMALL_TALK_SENT) expect(listed).not.toContain(courtesy);
  });

  it("counts no small talk among the questions, nor as « don't know », but counts its conversations", async () => {
    const report = await api.request<AnalyticsReport>("GET", `/api/analytics/?bot_id=${botId}`, {
      token,
    });
    expect(report.status).toBe(200);
    const { totals, top_questions } = report.body;
    const all = (
      await api.db.query<{ sent_from: string; outcome: string | null }>(
        `SELECT m.sent_from, m.outcome FROM messages m JOIN chat_sessions s ON s.id = m.session_id
          WHERE s.bot_id = $1`,
        [botId],
      )
    ).rows;
    const smallTalk = all.filter((message) => message.outcome === "small_talk").length;
    const visitorMessages = all.filter((message) => message.sent_from === "user").length;
    expect(smallTalk).toBe(SMALL_TALK_SENT.length);
    expect(totals.questions).toBe(visitorMessages - smallTalk);
    expect(totals.no_answer).toBe(all.filter((message) => message.outcome === "no_answer").length);
    // Every conversation began, those of small talk only too.
    expect(totals.conversations).toBe(6);
    expect(top_questions.map((entry) => entry.question)).not.toContain("Bonjour");
    expect(top_questions.map((entry) => entry.question)).toContain(
      "Bonjour, à quelle heure ouvre la garderie ?",
    );
  });

  it("answers « ça va ? », « 👍 » and « ? » in kind, and counts none of them as a question", async () => {
    const analytics = async () =>
      (await api.request<AnalyticsReport>("GET", `/api/analytics/?bot_id=${botId}`, { token }))
        .body;
    const before = (await analytics()).totals;
    const session = await start();
    expect(await send(session, "ça va ?")).toEqual({
      id: expect.any(Number),
      answer: "Je vais bien, merci de demander\u00a0! En quoi puis-je vous aider\u00a0?",
      links: [],
      rating: 0,
      curated: false,
      small_talk: true,
    });
    const question = await send(session, "Oui mais à quelle heure ouvre la garderie ?");
    expect(question.answer).toContain("7 h 30");
    expect(question.small_talk).toBe(false);
    expect((await send(session, "👍")).answer).toBe(
      FIXED_REPLIES.fr.smallTalk.acknowledgement("Léa"),
    );
    expect((await send(session, "?")).answer).toBe(FIXED_REPLIES.fr.smallTalk.wordless("Léa"));
    expect(
      (await stored(session))
        .filter((message) => message.sent_from === "bot")
        .map((message) => message.outcome),
    ).toEqual(["small_talk", "passages", "small_talk", "small_talk"]);

    const after = await analytics();
    expect(after.totals.questions).toBe(before.questions + 1);
    expect(after.totals.conversations).toBe(before.conversations + 1);
    expect(after.top_questions.map((entry) => entry.question)).not.toContain("ça va ?");
    const listed = (await misses()).results.map((missed) => missed.question);
    for (const courtesy of ["ça va ?", "👍", "?"]) expect(listed).not.toContain(courtesy);
  });

  it("exports the courtesy replies under their own label", async () => {
    const response = await fetch(`${api.url}/api/analytics/conversations/?bot_id=${botId}`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(response.status).toBe(200);
    const rows = parseCsv(await response.text()).map((row) => row.fields);
    const greeting = rows.find((row) => row[4] === "Bonjour");
    expect(greeting?.slice(5, 7)).toEqual([GREETING, "Formule de politesse"]);
  });
});
