import type { AnalyticsReport } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../lib/csv";
import {
  createAccountViaApi,
  createBotWithText,
  createSignedInUser,
  credentialsOf,
} from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

interface Session {
  session_id: number;
  session_secret: string;
}

const TEXT = `# Mairie de Valbrune

## Garderie

La garderie périscolaire ouvre à 7 h 30 et ferme à 18 h 30, du lundi au vendredi.`;

const INVALID_MOMENT = "Enter a valid date, or date and time, in ISO 8601 (2026-11-01T08:00:00Z).";

/*
 * The figures an owner reads of an assistant: conversations, questions, answers not known,
 * ratings and curated answers, by day in the owner's time zone, and the conversations exported.
 */
describe("analytics", () => {
  let api: TestApi;
  let token: string;
  let account: number;
  let botId: number;
  /** When the first conversation began and was answered. */
  let lateYesterday: Date;

  const ask = async (message: string, session?: Session) => {
    const current =
      session ??
      ((await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } }))
        .body as Session);
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(current), message },
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
      json: {
        bot: botId,
        question: "Où garer ma voiture ?",
        answer: "Au **parking de la mairie**, voir [le plan](https://valbrune.example/plan).",
      },
    });
    await ask("Où garer ma voiture ?");
    lateYesterday = new Date();
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
    // The text knowledge base the two answers about the day nursery quoted, by its name.
    expect(utc.body.top_pages).toEqual([
      {
        url: "",
        knowledge_base: { id: expect.any(Number), name: "Mairie", type: "text" },
        cited: 2,
      },
    ]);

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

  it("refuses a day or a time that does not exist, and moments before year 1 or after 9999", async () => {
    const refusals = [
      ["since=2026-02-31&until=2026-03-04", "since"],
      ["since=2026-04-31&until=2026-05-04", "since"],
      ["since=2026-02-01&until=2026-02-29", "until"],
      ["since=2026-13-01", "since"],
      ["since=2026-11-01T25:00:00Z", "since"],
      ["since=2026-11-01T08:60:00Z", "since"],
      ["since=2026-11-01T08:00:60Z", "since"],
      ["since=2026-11-01T08:00:00%2B24:00", "since"],
      ["since=0000-01-01&until=0000-12-01", "until"],
      ["since=0001-01-01T00:00:00%2B01:00&until=0001-06-01", "since"],
      ["since=9999-06-01&until=9999-12-31T23:59:59-14:00", "until"],
    ] as const;
    for (const [query, field] of refusals) {
      const refused = await report(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toEqual({ [field]: [INVALID_MOMENT] });
    }
    const exported = await api.request(
      "GET",
      "/api/analytics/conversations/?since=0000-06-01&until=0000-12-01",
      { token },
    );
    expect(exported.status).toBe(400);
    expect(exported.body).toEqual({ until: [INVALID_MOMENT] });
  });

  it("reads the first and last years it allows, and a leap day", async () => {
    const first = await report("since=0001-01-01&until=0001-12-31&time_zone=Europe/Paris");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      since: "0001-01-01T00:00:00.000Z",
      time_zone: "Europe/Paris",
    });
    const last = await report("since=9999-01-01&until=9999-12-31T23:59:59.999Z&interval=week");
    expect(last.status).toBe(200);
    expect(last.body.until).toBe("9999-12-31T23:59:59.999Z");
    const leap = await report("since=2028-02-29&until=2028-03-01T00:00:00%2B01:00");
    expect(leap.status).toBe(200);
    expect(leap.body).toMatchObject({
      since: "2028-02-29T00:00:00.000Z",
      until: "2028-02-29T23:00:00.000Z",
    });
  });

  it("counts in a time zone both the server and its database know, whatever its case", async () => {
    expect((await report("time_zone=america/los_angeles")).status).toBe(200);
    // Node still knows these names; PostgreSQL 15 and PGlite no longer do.
    for (const timeZone of ["US/Pacific-New", "Canada/East-Saskatchewan"]) {
      const refused = await report(`time_zone=${timeZone}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ time_zone: [`"${timeZone}" is not a known time zone.`] });
      const exported = await api.request(
        "GET",
        `/api/analytics/conversations/?time_zone=${timeZone}`,
        { token },
      );
      expect(exported.status).toBe(400);
    }
  });

  it("exports the period's conversations for a spreadsheet in French, one line per answer", async () => {
    const exported = async (query: string) => {
      const response = await fetch(`${api.url}/api/analytics/conversations/?${query}`, {
        headers: { Authorization: `Token ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      // Read as bytes: a response's text() drops the byte order mark.
      const bytes = await response.arrayBuffer();
      return { response, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
    };
    const { text } = await exported(`bot_id=${botId}&time_zone=Europe/Paris`);
    // A byte order mark, French column names, separated by semicolons; the time columns name the
    // time zone of their times.
    expect(
      text.startsWith(
        "\uFEFFConversation;Assistant;Début de la conversation (Europe/Paris);" +
          "Réponse donnée le (Europe/Paris);Question;Réponse;" +
          "Type de réponse;Avis du visiteur;Commentaire du visiteur\r\n",
      ),
    ).toBe(true);
    expect(text).toContain(";Jugée inutile;Trop vague\r\n");
    // The interval is a parameter of the figures alone, which the export does not read.
    const byMonth = await exported(`bot_id=${botId}&time_zone=Europe/Paris&interval=month`);
    expect(byMonth.text).toBe(text);
    const rows = parseCsv(text).map((row) => row.fields);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.length === 9)).toBe(true);
    const disliked = rows.find((row) => row[8] === "Trop vague");
    expect(disliked?.[4]).toBe("à quelle  heure ouvre la garderie ?");
    // What answered and how it was rated, in the back-office's words.
    const answers = rows.slice(1);
    expect(answers.map((row) => row[7]).sort()).toEqual([
      "Jugée inutile",
      "Jugée utile",
      "Non notée",
      "Non notée",
      "Non notée",
    ]);
    expect(answers.filter((row) => row[6] === "Sans réponse")).toHaveLength(2);
    // The answer as the visitor read it, without its Markdown.
    const curated = answers.filter((row) => row[6] === "Réponse validée");
    expect(curated.map((row) => row[5])).toEqual([
      "Au parking de la mairie, voir le plan (https://valbrune.example/plan).",
    ]);
    expect(answers.some((row) => /\*\*|^#/m.test(row[5] ?? ""))).toBe(false);
    // Times in the time zone the period was chosen in, as spreadsheets read a date and time.
    const inZone = (moment: Date, timeZone: string) =>
      moment.toLocaleString("sv-SE", { timeZone }).replace(",", "");
    const first = answers.find((row) => row[4] === "À quelle heure ouvre la garderie ?");
    expect(first?.slice(2, 4)).toEqual([
      inZone(lateYesterday, "Europe/Paris"),
      inZone(lateYesterday, "Europe/Paris"),
    ]);
    const utc = parseCsv((await exported(`bot_id=${botId}`)).text).map((row) => row.fields);
    expect(utc[0]?.slice(2, 4)).toEqual([
      "Début de la conversation (UTC)",
      "Réponse donnée le (UTC)",
    ]);
    expect(utc.find((row) => row[4] === "À quelle heure ouvre la garderie ?")?.[2]).toBe(
      `${lateYesterday.toISOString().slice(0, 10)} 23:30:00`,
    );
    // The zone as the IANA writes it, whatever its case in the request.
    const typed = parseCsv((await exported(`bot_id=${botId}&time_zone=europe/paris`)).text);
    expect(typed[0]?.fields[2]).toBe("Début de la conversation (Europe/Paris)");
    // Named after the period's first and last days there.
    const named = await exported(
      "time_zone=Europe/Paris&since=2026-11-30T23:00:00Z&until=2026-12-04T23:00:00Z",
    );
    expect(named.response.headers.get("content-disposition")).toBe(
      'attachment; filename="conversations-2026-12-01-2026-12-04.csv"',
    );
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
