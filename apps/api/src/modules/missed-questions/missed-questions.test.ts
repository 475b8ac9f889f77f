import type { MissedQuestion, MissedQuestionDetail } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

La garderie périscolaire ouvre à 7 h 30 et ferme à 18 h 30, du lundi au vendredi.

## Bibliothèque

La bibliothèque municipale prête des livres gratuitement aux habitants de la commune.`;

const INVALID_MOMENT = "Enter a valid date, or date and time, in ISO 8601 (2026-11-01T08:00:00Z).";

/*
 * The questions an assistant missed, as its owner reads them ("À améliorer"): visitors ask the
 * real engine over a knowledge base, and what it did not know, what they disliked, is listed.
 */
describe("questions to improve", () => {
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
      json: { ...credentialsOf(current), message },
    });
    expect(answer.status).toBe(200);
    return { session: current, answerId: answer.body.id as number, answer: answer.body.answer };
  };
  const list = async (query = "") => {
    const response = await api.request<{ count: number; results: MissedQuestion[] }>(
      "GET",
      `/api/missed_questions/?bot_id=${botId}${query}`,
      { token },
    );
    expect(response.status).toBe(200);
    return response.body;
  };
  const mark = (id: number, status: string, as = token) =>
    api.request<MissedQuestion>("PATCH", `/api/missed_questions/${id}/`, {
      token: as,
      json: { status },
    });

  beforeAll(async () => {
    api = await startTestApi({ taskPollIntervalMs: 100 });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    account = await createAccountViaApi(api, token, "Valbrune");
    botId = await createBotWithText(api, token, { account, name: "Mairie", text: TEXT });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lists what the assistant did not know, each question once however it was worded", async () => {
    expect((await list()).count).toBe(0);
    await ask("Comment inscrire mon chien au concours canin ?");
    await ask("comment inscrire mon chien au concour canin");
    await ask("Où garer ma voiture pendant le marché ?");
    // Answered from the knowledge base: not a miss.
    const known = await ask("À quelle heure ouvre la garderie ?");
    expect(known.answer).toContain("7 h 30");

    const { count, results } = await list();
    expect(count).toBe(2);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      bot: botId,
      question: "Comment inscrire mon chien au concours canin ?",
      status: "todo",
      reopened: false,
      status_changed_at: expect.any(String),
      asked: 2,
      last_asked_at: expect.any(String),
      kinds: { no_answer: 2, disliked: 0, low_confidence: 0 },
      wordings: ["comment inscrire mon chien au concour canin"],
      wordings_count: 1,
      comments: [],
    });
    expect(results[1]).toMatchObject({
      question: "Où garer ma voiture pendant le marché ?",
      asked: 1,
      kinds: { no_answer: 1 },
    });
  });

  it("lists a disliked answer with what the visitor said of it", async () => {
    const { session, answerId } = await ask("La garderie ouvre-t-elle le samedi ?");
    const rated = await api.request("PATCH", `/api/messages/${answerId}`, {
      json: { rating: -1, comment: "Rien sur le samedi", session_secret: session.session_secret },
    });
    expect(rated.status).toBe(200);
    const disliked = await list("&kind=disliked");
    expect(disliked.results).toEqual([
      expect.objectContaining({
        question: "La garderie ouvre-t-elle le samedi ?",
        asked: 1,
        kinds: expect.objectContaining({ disliked: 1 }),
        comments: ["Rien sur le samedi"],
      }),
    ]);
    // Liked after all, it is no longer a miss.
    await api.request("PATCH", `/api/messages/${answerId}`, {
      json: { rating: 1, session_secret: session.session_secret },
    });
    expect((await list("&kind=disliked")).count).toBe(0);
  });

  it("shows a question's misses: each wording, the answer given, why it missed", async () => {
    const [first] = (await list()).results as [MissedQuestion];
    const detail = await api.request<MissedQuestionDetail>(
      "GET",
      `/api/missed_questions/${first.id}/`,
      { token },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.misses).toEqual([
      {
        message: expect.any(Number),
        session: expect.any(Number),
        question: "comment inscrire mon chien au concour canin",
        answer: expect.stringContaining("pas"),
        asked_at: expect.any(String),
        kinds: ["no_answer"],
        confidence: 0,
        comment: "",
      },
      expect.objectContaining({ question: "Comment inscrire mon chien au concours canin ?" }),
    ]);
    expect((await api.request("GET", "/api/missed_questions/999999/", { token })).status).toBe(404);
  });

  it("counts the misses of a period and of a kind, and refuses filters it cannot read", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect((await list(`&since=${yesterday}&until=${tomorrow}`)).count).toBe(2);
    expect((await list(`&since=${encodeURIComponent(tomorrow)}`)).count).toBe(0);
    expect((await list(`&until=${encodeURIComponent(yesterday)}`)).count).toBe(0);
    expect((await list("&kind=no_answer")).count).toBe(2);
    expect((await list("&kind=low_confidence")).count).toBe(0);

    const badMoment = await api.request("GET", "/api/missed_questions/?since=hier", { token });
    expect(badMoment.status).toBe(400);
    expect(badMoment.body.since).toEqual([expect.stringContaining("ISO 8601")]);
    // The first and last moments read, a leap day; then days that do not exist, and moments
    // before year 1 or after year 9999 once their offset is applied.
    expect((await list("&since=0001-01-01&until=9999-12-31T23:59:59.999Z")).count).toBe(2);
    expect((await list("&since=2028-02-29")).count).toBe(0);
    const { results } = await list();
    for (const [name, moment] of [
      ["since", "0000-01-01"],
      ["since", "0000-01-01T00:00:00+01:00"],
      ["until", "9999-12-31T23:59:59-14:00"],
      ["since", "2026-02-31"],
      ["since", "2027-02-29"],
      ["until", "2026-13-01"],
      ["until", "2026-11-01T25:00:00Z"],
    ] as const) {
      for (const path of ["/api/missed_questions/", `/api/missed_questions/${results[0]?.id}/`]) {
        const refused = await api.request("GET", `${path}?${name}=${encodeURIComponent(moment)}`, {
          token,
        });
        expect(refused.status, `${path} ${name}=${moment}`).toBe(400);
        expect(refused.body).toEqual({ [name]: [INVALID_MOMENT] });
      }
    }
    const badKind = await api.request("GET", "/api/missed_questions/?kind=autre", { token });
    expect(badKind.status).toBe(400);
    expect(badKind.body).toEqual({ kind: ['"autre" is not a valid choice.'] });
    const badStatus = await mark(1, "fini");
    expect(badStatus.status).toBe(400);
  });

  it("brings a fixed question back to do when it is missed again, and leaves an ignored one", async () => {
    const { results } = await list();
    const dog = results.find((row) => row.question.includes("chien")) as MissedQuestion;
    const parking = results.find((row) => row.question.includes("garer")) as MissedQuestion;
    const fixed = await mark(dog.id, "fixed");
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ status: "fixed", reopened: false, asked: 2 });
    expect((await mark(parking.id, "ignored")).body.status).toBe("ignored");
    expect((await list("&status=todo")).count).toBe(0);

    await ask("Inscrire son chien au concours canin ?");
    await ask("Où garer ma voiture le jour du marché ?");
    const todo = await list("&status=todo");
    expect(todo.results).toEqual([
      expect.objectContaining({ id: dog.id, status: "todo", reopened: true, asked: 3 }),
    ]);
    expect((await list("&status=ignored")).results).toEqual([
      expect.objectContaining({ id: parking.id, asked: 2 }),
    ]);
  });

  it("forgets the misses of a deleted conversation", async () => {
    const { session } = await ask("Quel est le tarif de la fourrière ?");
    const pound = (await list()).results.find((row) => row.question.includes("fourrière"));
    expect(pound?.asked).toBe(1);
    const deleted = await api.request("DELETE", `/api/sessions/${session.session_id}/`, { token });
    expect(deleted.status).toBe(204);
    expect((await list()).results.some((row) => row.question.includes("fourrière"))).toBe(false);
  });

  it("shows and marks questions only for those who may, within their accounts", async () => {
    const reader = await createSignedInUser(api, token, {
      accounts: [account],
      permissions: ["chats.view_missedquestion"],
    });
    const stranger = await createSignedInUser(api, token, {
      accounts: [await createAccountViaApi(api, token, "Ailleurs")],
      permissions: ["chats.view_missedquestion", "chats.change_missedquestion"],
    });
    const [first] = (await list()).results as [MissedQuestion];
    const read = await api.request("GET", "/api/missed_questions/?status=todo", {
      token: reader.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.count).toBe(1);
    expect((await mark(first.id, "ignored", reader.token)).status).toBe(403);
    const elsewhere = await api.request("GET", "/api/missed_questions/", { token: stranger.token });
    expect(elsewhere.body.count).toBe(0);
    expect((await mark(first.id, "ignored", stranger.token)).status).toBe(404);
  });

  it("files questions naming different things as different questions", async () => {
    const lysA = "Où déposer les encombrants du quartier LysA ?";
    const lysB = "Où déposer les encombrants du quartier LysB ?";
    await ask(lysA);
    await ask(lysB);
    await ask("LysA : où déposer les encombrants du quartier ?");
    // Left out, the name leaves the words to compare.
    await ask("Où déposer les encombrants du quartier ?");
    const bulky = (await list()).results.filter((row) => row.question.includes("encombrants"));
    expect(bulky).toEqual([
      expect.objectContaining({ question: lysA, asked: 3 }),
      expect.objectContaining({ question: lysB, asked: 1 }),
    ]);

    // A question filed before names were marked compares by the names of its wording.
    const pool = "Quel est le tarif de la piscine Bellevue ?";
    await ask(pool);
    await api.db.query(
      `UPDATE missed_questions
          SET lexemes = ARRAY(SELECT l FROM unnest(lexemes) AS l WHERE l NOT LIKE '#%')
        WHERE bot_id = $1 AND question = $2`,
      [botId, pool],
    );
    await ask("Quel est le tarif de la piscine Montplaisir ?");
    await ask("tarif de la piscine Bellevue");
    const pools = (await list()).results.filter((row) => row.question.includes("piscine"));
    expect(pools).toEqual([
      expect.objectContaining({ question: pool, asked: 2 }),
      expect.objectContaining({
        question: "Quel est le tarif de la piscine Montplaisir ?",
        asked: 1,
      }),
    ]);
  });

  it("counts every other wording of a question, lists five, and shows them all on the question", async () => {
    const question = "Comment obtenir une carte de stationnement résident ?";
    const others = [
      "comment obtenir une carte de stationnement résident",
      "Comment obtenir la carte de stationnement résident ?",
      "Comment obtenir ma carte de stationnement résident ?",
      "Comment obtenir une carte de stationement résident ?",
      "Obtenir une carte de stationnement résident",
      "Comment puis-je obtenir une carte de stationnement résident ?",
      "Comment obtenir une carte de stationnement pour résident ?",
    ];
    await ask(question);
    for (const wording of others) await ask(wording);
    // Asked again: counted once.
    await ask(others[0] as string);
    const parking = (await list()).results.find((row) => row.question === question);
    expect(parking).toMatchObject({ asked: 9, wordings_count: 7 });
    expect(parking?.wordings).toHaveLength(5);
    expect(parking?.wordings[0]).toBe(others[0]);

    const detail = await api.request<MissedQuestionDetail>(
      "GET",
      `/api/missed_questions/${parking?.id}/`,
      { token },
    );
    expect(detail.body.wordings_count).toBe(7);
    expect([...detail.body.wordings].sort()).toEqual([...others].sort());
    // Within a period with none of its misses, none is counted.
    const past = await list("&until=2000-01-01");
    expect(past.results.find((row) => row.question === question)).toBeUndefined();
  });

  it("tells which question to improve a missed answer was filed under, for its correction to fix it", async () => {
    const missed = await ask("Où refaire mon passeport en urgence ?");
    const answered = await ask("À quelle heure ouvre la garderie ?");
    const read = async (session: Session) =>
      (
        await api.request<{ results: { id: number; missed_question: number | null }[] }>(
          "GET",
          `/api/messages/?session_id=${session.session_id}`,
          { token },
        )
      ).body.results;
    const passport = (await list()).results.find((row) => row.question.includes("passeport"));
    expect(passport?.status).toBe("todo");
    expect((await read(missed.session)).map((message) => message.missed_question)).toEqual([
      null,
      passport?.id,
    ]);
    expect((await read(answered.session)).map((message) => message.missed_question)).toEqual([
      null,
      null,
    ]);

    // The correction written from the conversation names it, and fixes it.
    const written = await api.request("POST", "/api/curated_answers/", {
      token,
      json: {
        bot: botId,
        question: "Où refaire mon passeport en urgence ?",
        answer: "En mairie, sur rendez-vous.",
        missed_question: passport?.id,
      },
    });
    expect(written.status).toBe(201);
    const fixed = (await list()).results.find((row) => row.id === passport?.id);
    expect(fixed?.status).toBe("fixed");
  });

  it("marks several questions at once, or none of them when one is not the user's", async () => {
    const markAll = (json: unknown, as = token) =>
      api.request("PATCH", "/api/missed_questions/", { token: as, json });
    await ask("Où jeter mes encombrants ?");
    await ask("Comment louer la salle des fêtes ?");
    const todo = (await list("&status=todo")).results;
    const ids = todo.map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);

    const elsewhere = await createAccountViaApi(api, token, "Montrouge");
    const otherBot = await createBotWithText(api, token, {
      account: elsewhere,
      name: "Autre mairie",
      text: TEXT,
    });
    const { body: otherSession } = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: otherBot },
    });
    await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(otherSession), message: "Où jeter mes encombrants ?" },
    });
    const stranger = await createSignedInUser(api, token, {
      accounts: [elsewhere],
      permissions: ["chats.view_missedquestion", "chats.change_missedquestion"],
    });
    const [theirs] = (
      await api.request<{ results: MissedQuestion[] }>("GET", "/api/missed_questions/", {
        token: stranger.token,
      })
    ).body.results as [MissedQuestion];

    // Another account's question among them: none is marked, and the error names it.
    const refused = await markAll({ ids: [...ids, theirs.id], status: "ignored" }, stranger.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ ids: [`Invalid pk "${ids[0]}" - object does not exist.`] });
    expect((await list("&status=todo")).results.map((row) => row.id)).toEqual(ids);

    for (const [json, field] of [
      [{ ids: [], status: "ignored" }, "ids"],
      [{ ids: [ids[0], ids[0]], status: "ignored" }, "ids"],
      [{ ids: [1.5], status: "ignored" }, "ids"],
      [{ ids: [3_000_000_000], status: "ignored" }, "ids"],
      [{ ids, status: "fini" }, "status"],
    ] as const) {
      const bad = await markAll(json);
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(bad.body)).toEqual([field]);
    }
    expect((await list("&status=todo")).count).toBe(ids.length);

    const marked = await markAll({ ids, status: "ignored" });
    expect(marked.status).toBe(204);
    expect((await list("&status=todo")).count).toBe(0);
    expect((await list("&status=ignored")).results.map((row) => row.id)).toEqual(
      expect.arrayContaining(ids),
    );
    // The other account's question stays as it was.
    const stillTheirs = await api.request<MissedQuestion>(
      "GET",
      `/api/missed_questions/${theirs.id}/`,
      { token: stranger.token },
    );
    expect(stillTheirs.body.status).toBe("todo");
  });

  it("lists the questions of one account when asked, never one the user may not see", async () => {
    const missIn = async (name: string, question: string) => {
      const accountId = await createAccountViaApi(api, token, name);
      const bot = await createBotWithText(api, token, { account: accountId, name, text: TEXT });
      const { body: session } = await api.request("POST", "/api/sessions/start", {
        json: { bot_id: bot },
      });
      await api.request("POST", "/api/sessions/message", {
        json: { ...credentialsOf(session), message: question },
      });
      return { accountId, bot };
    };
    const lyon = await missIn("Lyon", "Où faire refaire ma carte grise ?");
    const nantes = await missIn("Nantes", "Comment adopter un chat du refuge ?");
    const todoOf = async (account: number | string, as = token) =>
      api.request<{ count: number; results: MissedQuestion[] }>(
        "GET",
        `/api/missed_questions/?status=todo&account=${account}`,
        { token: as },
      );

    const ofLyon = await todoOf(lyon.accountId);
    expect(ofLyon.status).toBe(200);
    expect(ofLyon.body.results.map((row) => [row.bot, row.question])).toEqual([
      [lyon.bot, "Où faire refaire ma carte grise ?"],
    ]);
    expect(ofLyon.body.count).toBe(1);
    expect((await todoOf(nantes.accountId)).body.results.map((row) => row.bot)).toEqual([
      nantes.bot,
    ]);

    const nantais = await createSignedInUser(api, token, {
      accounts: [nantes.accountId],
      permissions: ["chats.view_missedquestion"],
    });
    const notTheirs = await todoOf(lyon.accountId, nantais.token);
    expect(notTheirs.status).toBe(200);
    expect(notTheirs.body).toMatchObject({ count: 0, results: [] });
    expect((await todoOf(nantes.accountId, nantais.token)).body.count).toBe(1);

    const unreadable = await todoOf("lyon");
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toEqual({ account: ["A valid integer is required."] });
  });
});
