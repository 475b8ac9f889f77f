import type { AnalyticsReport } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../lib/csv";
import { createAccountViaApi, createBotWithText, createSignedInUser } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

interface Session {
  session_id: number;
  session_secret: string;
}

const TEXT = `# Mairie de Valbrune

## Garderie

La garderie périscolaire ouvre à 7 h 30 et ferme à 18 h 30, du lundi au vendredi.`;

/*
 * The figures an owner reads of an assistant: conversations, questions, answers not known,
 * ratings and curated answers, by day in the owner's time zone, and the conversations exported.
 */
describe("analytics", () => {
  let api: TestApi;
  let token: string;
  let account: number;
  let botId: number;

  const ask = async (message: string, session?: Session) => {
    const current =
      session ??
      ((await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } }))
        .body as Session);
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...current, message },
    });
    return { session: current, answerId: answer.body.id as number };
  };
  const report = async (query: string, as = token) =>
    api.request<AnalyticsReport>("GET", `/api/analytics/?${query}`, { token: as });

  beforeAll(async () => {
    api = await startTestApi({ taskPollIntervalMs: 100 });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    account = await createAccountViaApi(api, token, "Valbrune");
    botId = await createBotWithText(api, token, { account, name: "Mairie", text: TEXT });
    // Yesterday, at 23:30 UTC: already today in Paris.
    const first = await ask("À quelle heure ouvre la garderie ?");
    await ask("Et le samedi ?", first.session);
    await api.request("PATCH", `/api/messages/${first.answerId}`, {
      json: { rating: 1, session_secret: first.session.session_secret },
    });
    const second = await ask("à quelle  heure ouvre la garderie ?");
    await api.request("PATCH", `/api/messages/${second.answerId}`, {
      json: { rating: -1, comment: "Trop vague", session_secret: second.session.session_secret },
    });
    await ask("Où garer ma voiture ?");
    await api.request("POST", "/api/curated_answers/", {
      token,
      json: { bot: botId, question: "Où garer ma voiture ?", answer: "Parking de la mairie." },
    });
    await ask("Où garer ma voiture ?");
    const lateYesterday = new Date();
    lateYesterday.setUTCDate(lateYesterday.getUTCDate() - 1);
    lateYesterday.setUTCHours(23, 30, 0, 0);
    await api.db.query("UPDATE messages SET sent_at = $2 WHERE session_id = $1", [
      first.session.session_id,
      lateYesterday.toISOString(),
    ]);
    await api.db.query("UPDATE chat_sessions SET started_at = $2 WHERE id = $1", [
      first.session.session_id,
      lateYesterday.toISOString(),
    ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("counts each day's conversations, questions, unknown answers, ratings and curated answers", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const utc = await report(`bot_id=${botId}`);
    expect(utc.status).toBe(200);
    expect(utc.body.series).toHaveLength(31);
    expect(utc.body.totals).toEqual({
      conversations: 4,
      questions: 5,
      no_answer: 2,
      likes: 1,
      dislikes: 1,
      curated: 1,
    });
    const byDay = new Map(utc.body.series.map((figures) => [figures.period, figures]));
    expect(byDay.get(yesterday)).toMatchObject({ conversations: 1, questions: 2, likes: 1 });
    expect(byDay.get(today)).toMatchObject({ conversations: 3, questions: 3, dislikes: 1 });
    // Case and spacing aside, the same question twice.
    expect(utc.body.top_questions.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { question: expect.stringMatching(/^à quelle +heure ouvre la garderie \?$/i), asked: 2 },
        { question: "Où garer ma voiture ?", asked: 2 },
      ]),
    );
    expect(utc.body.top_pages).toEqual([]);

    // In Paris, yesterday at 23:30 UTC is already the next day: nothing falls on yesterday.
    const paris = await report(`bot_id=${botId}&time_zone=Europe/Paris`);
    const parisYesterday = paris.body.series.find((figures) => figures.period === yesterday);
    expect(parisYesterday).toMatchObject({ conversations: 0, questions: 0 });
    expect(paris.body.totals).toEqual(utc.body.totals);
    const weeks = await report(`bot_id=${botId}&interval=week`);
    expect(weeks.body.series.length).toBeLessThanOrEqual(6);
    expect(weeks.body.totals.questions).toBe(5);
  });

  it("keeps an account's figures to those who may read them", async () => {
    const elsewhere = await createSignedInUser(api, token, {
      accounts: [await createAccountViaApi(api, token, "Ailleurs")],
      permissions: ["chats.view_analytics"],
    });
    const theirs = await report(`account=${account}`, elsewhere.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.totals.questions).toBe(0);
    const without = await createSignedInUser(api, token, { accounts: [account] });
    expect((await report("", without.token)).status).toBe(403);
  });

  it("refuses a period it cannot read", async () => {
    const backwards = await report("since=2026-11-02&until=2026-11-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({ since: ["Must be before until."] });
    expect((await report("since=2024-01-01&until=2026-01-01")).body.since[0]).toContain("366");
    expect((await report("time_zone=Mars/Olympus")).body).toEqual({
      time_zone: ['"Mars/Olympus" is not a known time zone.'],
    });
    expect((await report("interval=month")).status).toBe(400);
  });

  it("exports the period's conversations, one line per answer with its rating and comment", async () => {
    const response = await fetch(`${api.url}/api/analytics/conversations/?bot_id=${botId}`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="conversations-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    // A rating is a number, written with no formula escape: -1, not '-1.
    expect(text).toContain(",-1,Trop vague\r\n");
    const rows = parseCsv(text).map((row) => row.fields);
    expect(rows[0]).toEqual([
      "conversation",
      "assistant",
      "started_at",
      "asked_at",
      "question",
      "answer",
      "outcome",
      "rating",
      "comment",
    ]);
    expect(rows).toHaveLength(6);
    const disliked = rows.find((row) => row[8] === "Trop vague");
    expect(disliked?.slice(4, 5)).toEqual(["à quelle  heure ouvre la garderie ?"]);
    expect(rows.filter((row) => row[6] === "curated")).toHaveLength(1);
  });

  it("counts a question asked with a no-break space as the same question", async () => {
    // The widget's suggestion button writes U+00A0 before « ? », a visitor a plain space.
    await ask("Où est la médiathèque\u00a0?");
    await ask("Où est la médiathèque ?");
    await ask(" Où est  la\u202fmédiathèque ?\u00a0");
    const { body } = await report(`bot_id=${botId}`);
    const listed = body.top_questions.filter((top) => /médiathèque/.test(top.question));
    expect(listed).toEqual([{ question: "Où est la médiathèque ?", asked: 3 }]);
  });
});
