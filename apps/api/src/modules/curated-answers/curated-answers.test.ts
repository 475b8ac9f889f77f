import type { AnalyticsReport, CuratedAnswer, MessageApi, MissedQuestion } from "@org/api-client";
import { FIXED_REPLIES } from "@org/knowledge";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
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

La garderie périscolaire ouvre à 7 h 30 et ferme à 18 h 30, du lundi au vendredi.`;

const DOG_SHOW = "Comment inscrire mon chien au concours canin ?";
const DOG_SHOW_ANSWER =
  "Les inscriptions au **concours canin** se font à l'accueil de la mairie jusqu'au 1er juin.";
const DOG_SHOW_PAGE = "https://valbrune.example/concours-canin";

/*
 * Curated answers ("Réponses validées"): the owner answers a question the assistant missed, and
 * the next visitors asking it, in the same words or others alike, get that answer.
 */
describe("curated answers", () => {
  let api: TestApi;
  let provider: OpenAiCompatibleServer;
  let token: string;
  let account: number;
  let botId: number;

  const ask = async (message: string, bot = botId) => {
    const session = (await api.request("POST", "/api/sessions/start", { json: { bot_id: bot } }))
      .body as Session;
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message },
    });
    expect(answer.status).toBe(200);
    return answer.body as {
      id: number;
      answer: string;
      links: unknown[];
      curated: boolean;
      small_talk: boolean;
    };
  };
  /** An account whose assistants embed with the test provider's model, by name. */
  const accountWithEmbeddingModel = async (name: string): Promise<number> =>
    (
      await api.request("POST", "/api/accounts/", {
        token,
        json: {
          name,
          openai_api_key: "sk-curated-0123456789",
          openai_base_url: provider.baseUrl,
          embedding_model: "hash-embed-1",
        },
      })
    ).body.id;

  const write = (json: Record<string, unknown>, as = token) =>
    api.request<CuratedAnswer>("POST", "/api/curated_answers/", { token: as, json });

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer({
      meanings: { toutou: "dog", chien: "dog", concours: "show", exposition: "show" },
    });
    api = await startTestApi({ config: { providerTimeoutMs: 400 }, taskPollIntervalMs: 100 });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    account = await createAccountViaApi(api, token, "Valbrune");
    botId = await createBotWithText(api, token, { account, name: "Mairie", text: TEXT });
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  it("answers the question an owner fixed, in its words and in others alike, and only it", async () => {
    const missed = await ask(DOG_SHOW);
    expect(missed.curated).toBe(false);
    const inbox = await api.request<{ results: MissedQuestion[] }>(
      "GET",
      `/api/missed_questions/?bot_id=${botId}&status=todo`,
      { token },
    );
    const [question] = inbox.body.results as [MissedQuestion];
    expect(question.question).toBe(DOG_SHOW);

    const written = await write({
      bot: botId,
      question: DOG_SHOW,
      wordings: ["Où s'inscrire pour l'exposition canine ?"],
      answer: DOG_SHOW_ANSWER,
      link: DOG_SHOW_PAGE,
      missed_question: question.id,
    });
    expect(written.status).toBe(201);
    expect(written.body).toEqual({
      id: expect.any(Number),
      bot: botId,
      question: DOG_SHOW,
      wordings: ["Où s'inscrire pour l'exposition canine ?"],
      answer: DOG_SHOW_ANSWER,
      link: DOG_SHOW_PAGE,
      uses: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const fixed = await api.request("GET", `/api/missed_questions/${question.id}/`, { token });
    expect(fixed.body.status).toBe("fixed");

    for (const wording of [
      DOG_SHOW,
      "comment inscrire mon chien au concour canin",
      "Inscrire son chien au concours canin",
      "où s'inscrire pour l'exposition canine",
    ]) {
      const answer = await ask(wording);
      expect(answer, wording).toMatchObject({
        answer: DOG_SHOW_ANSWER,
        links: [{ url: DOG_SHOW_PAGE, chunk: "" }],
        curated: true,
      });
    }
    // Other questions are answered from the pages, or not at all.
    const other = await ask("À quelle heure ouvre la garderie ?");
    expect(other).toMatchObject({ curated: false });
    expect(other.answer).toContain("7 h 30");
    expect((await ask("Comment inscrire mon enfant à la cantine ?")).curated).toBe(false);

    const read = await api.request<CuratedAnswer>(
      "GET",
      `/api/curated_answers/${written.body.id}/`,
      { token },
    );
    expect(read.body.uses).toBe(4);
    // The fixed question stays fixed: curated answers are not misses.
    const after = await api.request("GET", `/api/missed_questions/${question.id}/`, { token });
    expect(after.body).toMatchObject({ status: "fixed", asked: 1 });
  });

  it("finds the answer a bot gives to a question, and changing it fixes that question again", async () => {
    const asked = "Où garer un camping-car près de la mairie ?";
    expect((await ask(asked)).curated).toBe(false);
    const inbox = await api.request<{ results: MissedQuestion[] }>(
      "GET",
      `/api/missed_questions/?bot_id=${botId}&status=todo`,
      { token },
    );
    const question = inbox.body.results.find((each) => each.question === asked) as MissedQuestion;
    const written = await write({
      bot: botId,
      question: asked,
      answer: "Sur le parking du stade.",
      missed_question: question.id,
    });
    // Marked to do again, as when it is missed after being fixed.
    await api.request("PATCH", `/api/missed_questions/${question.id}/`, {
      token,
      json: { status: "todo" },
    });

    const found = await api.request<{ count: number; results: CuratedAnswer[] }>(
      "GET",
      `/api/curated_answers/?bot_id=${botId}&question=${encodeURIComponent(` ${asked.toUpperCase()} `)}`,
      { token },
    );
    expect(found.body.count).toBe(1);
    expect(found.body.results[0]?.id).toBe(written.body.id);
    const none = await api.request<{ count: number }>(
      "GET",
      `/api/curated_answers/?bot_id=${botId}&question=${encodeURIComponent("Où garer ?")}`,
      { token },
    );
    expect(none.body.count).toBe(0);

    const unknown = await api.request("PATCH", `/api/curated_answers/${written.body.id}/`, {
      token,
      json: { answer: "Ailleurs.", missed_question: 999_999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      missed_question: ['Invalid pk "999999" - object does not exist.'],
    });
    for (const [id, error] of [
      [1.5, "A valid integer is required."],
      [1e20, "Ensure this value is less than or equal to 2147483647."],
    ] as const) {
      const refused = await api.request("PATCH", `/api/curated_answers/${written.body.id}/`, {
        token,
        json: { missed_question: id },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ missed_question: [error] });
    }
    // Refused, the changes were not written either.
    const kept = await api.request<CuratedAnswer>(
      "GET",
      `/api/curated_answers/${written.body.id}/`,
      { token },
    );
    expect(kept.body.answer).toBe("Sur le parking du stade.");
    const changed = await api.request<CuratedAnswer>(
      "PATCH",
      `/api/curated_answers/${written.body.id}/`,
      {
        token,
        json: { answer: "Sur le parking du stade, gratuit.", missed_question: question.id },
      },
    );
    expect(changed.body.answer).toBe("Sur le parking du stade, gratuit.");
    const fixed = await api.request("GET", `/api/missed_questions/${question.id}/`, { token });
    expect(fixed.body.status).toBe("fixed");
    // The bot's answers are as the tests after this one expect them.
    await api.request("DELETE", `/api/curated_answers/${written.body.id}/`, { token });
  });

  it("marks a question fixed through its answer only for those who may mark questions", async () => {
    const asked = "Où déposer une plainte pour tapage nocturne ?";
    await ask(asked);
    const { body: todo } = await api.request<{ results: MissedQuestion[] }>(
      "GET",
      `/api/missed_questions/?bot_id=${botId}&status=todo`,
      { token },
    );
    const question = todo.results.find((each) => each.question === asked) as MissedQuestion;
    await api.request("PATCH", `/api/missed_questions/${question.id}/`, {
      token,
      json: { status: "ignored" },
    });
    const curator = await createSignedInUser(api, token, {
      accounts: [account],
      permissions: [
        "bots.view_curatedanswer",
        "bots.add_curatedanswer",
        "bots.change_curatedanswer",
        "chats.view_missedquestion",
      ],
    });
    const fixing = { bot: botId, question: asked, answer: "À la gendarmerie." };
    const refused = await write({ ...fixing, missed_question: question.id }, curator.token);
    expect(refused.status).toBe(403);
    const written = await write(fixing, curator.token);
    expect(written.status).toBe(201);
    const changed = await api.request("PATCH", `/api/curated_answers/${written.body.id}/`, {
      token: curator.token,
      json: { answer: "À la gendarmerie ou au commissariat.", missed_question: question.id },
    });
    expect(changed.status).toBe(403);
    const kept = await api.request<CuratedAnswer>(
      "GET",
      `/api/curated_answers/${written.body.id}/`,
      { token },
    );
    expect(kept.body.answer).toBe("À la gendarmerie.");
    const still = await api.request("GET", `/api/missed_questions/${question.id}/`, { token });
    expect(still.body.status).toBe("ignored");
    await api.request("DELETE", `/api/curated_answers/${written.body.id}/`, { token });
  });

  it("records the curated answer given, streamed as one piece, and read back on return", async () => {
    const session = (await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } }))
      .body as Session;
    const response = await fetch(`${api.url}/api/sessions/message/stream`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...credentialsOf(session), message: DOG_SHOW }),
    });
    const events = (await response.text()).trim().split("\n\n");
    expect(events).toHaveLength(2);
    expect(events[0]).toContain("event: delta");
    expect(JSON.parse(/^data: (.*)$/m.exec(events[1] ?? "")?.[1] ?? "null")).toMatchObject({
      answer: DOG_SHOW_ANSWER,
      curated: true,
    });
    const messages = await api.request<{ results: MessageApi[] }>(
      "GET",
      `/api/messages/?session_id=${session.session_id}`,
      { token },
    );
    expect(messages.body.results.at(-1)).toMatchObject({
      outcome: "curated",
      curated_answer: expect.any(Number),
      confidence: 1,
    });
    const resumed = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId, previous_session: credentialsOf(session) },
    });
    expect(resumed.body.earlier_messages.at(-1)).toMatchObject({ curated: true });
  });

  it("matches by meaning too when the account has an embedding model", async () => {
    const withModel = await accountWithEmbeddingModel("Vecteurs");
    const bot = (
      await api.request("POST", "/api/bots/", {
        token,
        json: { account: withModel, name: "Chenil" },
      })
    ).body.id;
    expect((await write({ bot, question: "Concours du chien", answer: "Le 3 juin." })).status).toBe(
      201,
    );
    // No word in common: "toutou" and "exposition" mean what "chien" and "concours" mean.
    expect(await ask("toutou exposition", bot)).toMatchObject({
      answer: "Le 3 juin.",
      curated: true,
    });
    // The provider down, the words alone decide: nothing alike, nothing curated.
    provider.behaviour.embeddings = "fail";
    expect((await ask("toutou exposition", bot)).curated).toBe(false);
    provider.behaviour.embeddings = "ok";
  });

  it("keeps every change of an answer made at the same moment by different users", async () => {
    const written = await write({
      bot: botId,
      question: "Où est la déchetterie ?",
      answer: "Nord.",
    });
    const change = (json: Record<string, unknown>) =>
      api.request("PATCH", `/api/curated_answers/${written.body.id}/`, { token, json });
    const changed = await Promise.all([
      change({ answer: "Route du Nord, ouverte le samedi." }),
      change({ link: "https://example.org/dechetterie" }),
      change({ wordings: ["Horaires de la déchetterie ?"] }),
      change({ question: "Où se trouve la déchetterie ?" }),
    ]);
    expect(changed.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const read = await api.request<CuratedAnswer>(
      "GET",
      `/api/curated_answers/${written.body.id}/`,
      { token },
    );
    expect(read.body).toMatchObject({
      question: "Où se trouve la déchetterie ?",
      answer: "Route du Nord, ouverte le samedi.",
      link: "https://example.org/dechetterie",
      wordings: ["Horaires de la déchetterie ?"],
    });
    expect((await ask("Horaires de la déchetterie ?")).answer).toBe(
      "Route du Nord, ouverte le samedi.",
    );
    expect((await ask("Où se trouve la déchetterie ?")).curated).toBe(true);
    await api.request("DELETE", `/api/curated_answers/${written.body.id}/`, { token });
  });

  it("refuses what it cannot keep, with the field at fault", async () => {
    const taken = await write({ bot: botId, question: DOG_SHOW.toUpperCase(), answer: "Autre" });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      question: ["This assistant already has a curated answer to that question."],
    });
    const blank = await write({ bot: botId, question: "Tarifs ?", answer: "   " });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body)).toEqual(["answer"]);
    const badLink = await write({
      bot: botId,
      question: "Tarifs ?",
      answer: "Gratuit.",
      link: "javascript:alert(1)",
    });
    expect(Object.keys(badLink.body)).toEqual(["link"]);
    const elsewhere = await createAccountViaApi(api, token, "Ailleurs");
    const stranger = await createSignedInUser(api, token, {
      accounts: [elsewhere],
      permissions: ["bots.add_curatedanswer", "bots.view_curatedanswer"],
    });
    const foreign = await write(
      { bot: botId, question: "Tarifs ?", answer: "Gratuit." },
      stranger.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ bot: [`Invalid pk "${botId}" - object does not exist.`] });
    const list = await api.request("GET", `/api/curated_answers/?bot_id=${botId}`, {
      token: stranger.token,
    });
    expect(list.body.count).toBe(0);
  });

  it("changes the wordings matched, and deleted leaves the answers it gave as they were", async () => {
    const created = await write({
      bot: botId,
      question: "Horaires de la fourrière ?",
      answer: "9 h - 12 h.",
    });
    const id = created.body.id;
    expect((await ask("horaires fourrière")).curated).toBe(true);
    const changed = await api.request<CuratedAnswer>("PATCH", `/api/curated_answers/${id}/`, {
      token,
      json: { question: "Tarif de la fourrière ?", wordings: ["prix fourrière"] },
    });
    expect(changed.body).toMatchObject({
      question: "Tarif de la fourrière ?",
      wordings: ["prix fourrière"],
      answer: "9 h - 12 h.",
    });
    expect((await ask("horaires fourrière")).curated).toBe(false);
    const given = await ask("prix de la fourrière");
    expect(given.curated).toBe(true);
    expect((await api.request("DELETE", `/api/curated_answers/${id}/`, { token })).status).toBe(
      204,
    );
    expect((await ask("prix de la fourrière")).curated).toBe(false);
    const { rows } = await api.db.query<{ message: string; curated_answer_id: number | null }>(
      "SELECT message, curated_answer_id FROM messages WHERE id = $1",
      [given.id],
    );
    expect(rows[0]).toEqual({ message: "9 h - 12 h.", curated_answer_id: null });
  });

  it("exports a bot's answers as CSV and imports them back, updating the questions it has", async () => {
    const exported = await fetch(`${api.url}/api/curated_answers/export/?bot_id=${botId}`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await exported.arrayBuffer());
    // A byte order mark first, for spreadsheets to read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Columns named in French and separated by semicolons, as a spreadsheet in French reads them.
    const file = new TextDecoder().decode(bytes);
    expect(file).toBe(
      `Question;Autres formulations;Réponse;Lien\r\n${DOG_SHOW};Où s'inscrire pour l'exposition canine ?;${DOG_SHOW_ANSWER};${DOG_SHOW_PAGE}\r\n`,
    );
    // Imported back as it was exported, byte order mark included, it changes nothing.
    const again = await api.request("POST", "/api/curated_answers/import/", {
      token,
      json: { bot: botId, csv: `\uFEFF${file}` },
    });
    expect(again.body).toEqual({ created: 0, updated: 1 });
    const kept = await api.request<{ results: CuratedAnswer[] }>(
      "GET",
      `/api/curated_answers/?bot_id=${botId}&question=${encodeURIComponent(DOG_SHOW)}`,
      { token },
    );
    expect(kept.body.results).toMatchObject([
      {
        question: DOG_SHOW,
        wordings: ["Où s'inscrire pour l'exposition canine ?"],
        answer: DOG_SHOW_ANSWER,
        link: DOG_SHOW_PAGE,
      },
    ]);
    // A file of the columns exported before, named by their field, imports too.
    const imported = await api.request("POST", "/api/curated_answers/import/", {
      token,
      json: {
        bot: botId,
        csv: `question,wordings,answer\n${DOG_SHOW},"concours canin inscription\nchien concours",Jusqu'au 15 juin.\n"Où jeter le verre ?",,Au point d'apport de la place.\n`,
      },
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ created: 1, updated: 1 });
    expect(await ask("chien concours")).toMatchObject({
      answer: "Jusqu'au 15 juin.",
      curated: true,
    });
    expect((await ask("Où jeter le verre ?")).curated).toBe(true);

    const wrong = await api.request("POST", "/api/curated_answers/import/", {
      token,
      json: {
        bot: botId,
        csv: `question,wordings,answer\nNouvelle ?,,Oui.\nAutre ?,,\nNouvelle ?,,Non.\n`,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      csv: ["Line 3: answer: This field may not be blank.", "Line 4: question: Already on line 2."],
    });
    expect((await ask("Nouvelle ?")).curated).toBe(false);
    const header = await api.request("POST", "/api/curated_answers/import/", {
      token,
      json: { bot: botId, csv: "q,a\nx,y\n" },
    });
    expect(header.body).toEqual({
      csv: [
        "Line 1 must name the columns: Question;Autres formulations;Réponse;Lien (Lien may be left out).",
      ],
    });
    // The French names, whatever their case, without the last column.
    const french = await api.request("POST", "/api/curated_answers/import/", {
      token,
      json: {
        bot: botId,
        csv: "question;AUTRES FORMULATIONS;réponse\r\nOù jeter le verre ?;verre recyclage;Place du marché.\r\n",
      },
    });
    expect(french.body).toEqual({ created: 0, updated: 1 });
    expect(await ask("verre recyclage")).toMatchObject({
      answer: "Place du marché.",
      curated: true,
    });
  });

  it("imports a file separated by semicolons, as a spreadsheet in French writes it", async () => {
    const imported = await api.request("POST", "/api/curated_answers/import/", {
      token,
      json: {
        bot: botId,
        csv: `\uFEFFquestion;wordings;answer;link\r\nOù est la déchetterie ?;"déchetterie adresse\r\ndéchets verts";"Route de Lyon; ouverte le samedi.";https://valbrune.example/dechetterie\r\n`,
      },
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ created: 1, updated: 0 });
    const listed = await api.request<{ results: CuratedAnswer[] }>(
      "GET",
      `/api/curated_answers/?bot_id=${botId}&search=${encodeURIComponent("déchetterie")}`,
      { token },
    );
    expect(listed.body.results).toMatchObject([
      {
        question: "Où est la déchetterie ?",
        wordings: ["déchetterie adresse", "déchets verts"],
        answer: "Route de Lyon; ouverte le samedi.",
        link: "https://valbrune.example/dechetterie",
      },
    ]);
    expect((await ask("déchets verts")).curated).toBe(true);
  });

  it("says a file is empty, byte order mark and blank lines aside", async () => {
    for (const csv of ["", "\uFEFF", "\uFEFF\r\n\r\n"]) {
      const empty = await api.request("POST", "/api/curated_answers/import/", {
        token,
        json: { bot: botId, csv },
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ csv: ["The submitted file is empty."] });
    }
  });

  it("does not give the answer about one named thing for another", async () => {
    const lysA = "Où déposer les encombrants du quartier LysA ?";
    const created = await write({
      bot: botId,
      question: lysA,
      answer: "Au point de collecte de la rue des Lilas, le premier lundi du mois.",
    });
    expect(created.status).toBe(201);
    expect((await ask(lysA)).curated).toBe(true);
    expect((await ask("LysA : où déposer les encombrants du quartier ?")).curated).toBe(true);
    expect((await ask("Où déposer les encombrants du quartier ?")).curated).toBe(true);
    expect((await ask("Où déposer les encombrants du quartier LysB ?")).curated).toBe(false);

    // A wording stored before names were marked compares by the names it writes.
    await api.db.query(
      `UPDATE curated_answer_wordings
          SET lexemes = ARRAY(SELECT l FROM unnest(lexemes) AS l WHERE l NOT LIKE '#%')
        WHERE curated_answer_id = $1`,
      [created.body.id],
    );
    expect((await ask("Où déposer les encombrants du quartier LysB ?")).curated).toBe(false);
    expect((await ask("où déposer les encombrants quartier LysA")).curated).toBe(true);
    await api.request("DELETE", `/api/curated_answers/${created.body.id}/`, { token });
  });

  it("gives the owner's answer to a greeting or thanks, and greets as before without one", async () => {
    const withModel = await accountWithEmbeddingModel("Accueil");
    const bot = await createBotWithText(api, token, {
      account: withModel,
      name: "Léa",
      text: TEXT,
    });
    const welcome = "Bienvenue à la mairie de **Valbrune** ! Vos démarches se font en ligne.";
    const evening = "Bonsoir ! La mairie est fermée le soir, écrivez-nous, nous répondons demain.";
    const thanks = "C'est nous qui vous remercions : l'équipe de la mairie de Valbrune.";
    const page = "https://valbrune.example/demarches";
    const hello = await write({ bot, question: "Bonjour", answer: welcome, link: page });
    expect(hello.status).toBe(201);
    expect((await write({ bot, question: "Bonsoir", answer: evening })).status).toBe(201);
    expect((await write({ bot, question: "Merci", answer: thanks })).status).toBe(201);
    const embeddingCalls = provider.embeddingCalls.length;
    const chatCalls = provider.chatCalls.length;

    const given = { curated: true, small_talk: false };
    for (const greeting of ["Bonjour", "bonjour !", "Salut Léa 👋", "Hello everyone"]) {
      expect(await ask(greeting, bot), greeting).toMatchObject({
        ...given,
        answer: welcome,
        links: [{ url: page, chunk: "" }],
      });
    }
    // The owner's answer written in the visitor's words comes before another greeting's.
    expect(await ask("Bonsoir à tous", bot)).toMatchObject({ ...given, answer: evening });
    for (const message of ["Merci", "Merciii beaucoup 🙏", "ok merci Léa"]) {
      expect(await ask(message, bot), message).toMatchObject({ ...given, answer: thanks });
    }
    // Small talk the owner wrote nothing for is greeted back as before.
    expect(await ask("ok, bonne journée !", bot)).toMatchObject({
      answer: FIXED_REPLIES.fr.smallTalk.farewell("Léa"),
      links: [],
      curated: false,
      small_talk: true,
    });
    // No small talk was embedded, nor the knowledge bases searched, nor the model asked.
    expect(provider.embeddingCalls.length).toBe(embeddingCalls);
    expect(provider.chatCalls.length).toBe(chatCalls);

    const question = await ask("Bonjour, à quelle heure ouvre la garderie ?", bot);
    expect(question).toMatchObject({ curated: false, small_talk: false });
    expect(question.answer).not.toBe(welcome);

    const read = await api.request<CuratedAnswer>("GET", `/api/curated_answers/${hello.body.id}/`, {
      token,
    });
    expect(read.body.uses).toBe(4);
    const misses = await api.request<{ count: number }>(
      "GET",
      `/api/missed_questions/?bot_id=${bot}`,
      { token },
    );
    expect(misses.body.count).toBe(0);

    // The owner's answers to small talk are curated answers used, not questions asked.
    const analytics = await api.request<AnalyticsReport>("GET", `/api/analytics/?bot_id=${bot}`, {
      token,
    });
    expect(analytics.body.totals).toMatchObject({ questions: 1, curated: 8 });
    expect(analytics.body.top_questions.map((entry) => entry.question)).toEqual([
      "Bonjour, à quelle heure ouvre la garderie ?",
    ]);
  });
});
