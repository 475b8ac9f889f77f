import type { AnalyticsReport, MessageApi } from "@org/api-client";
import { buildPdf } from "@org/knowledge/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMigrations } from "../../db/migrate";
import { createAccountViaApi, createSignedInUser } from "../../testing/fixtures";
import { settledTask } from "../../testing/knowledge-checks";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/** The migration that names the knowledge base of the sources of answers given before it. */
const LINKS_MIGRATION = "0027_message_link_knowledge_bases.sql";

const PASSPORT = `# Passeport

La demande de passeport se fait sur rendez-vous à l'accueil de la mairie, avec une photo d'identité.`;

/*
 * The sources of an assistant answering from a text knowledge base and a PDF document: each
 * passage is shown in Conversations under the name of its base or document, which the owner
 * knows it by.
 */
describe("the sources of an answer", () => {
  let api: TestApi;
  let token: string;
  let account: number;
  let textId: number;
  let documentId: number;
  let botId: number;
  let sessionId: number;
  /** What the visitor was shown under each answer. */
  const shown: unknown[] = [];

  const ended = async (knowledgeBase: number) => {
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${knowledgeBase}`, {
      token,
    });
    expect((await settledTask(api.url, token, tasks.body.results[0].id)).status).toBe("succeeded");
  };
  const answers = async (as = token) => {
    const listed = await api.request<{ results: MessageApi[] }>(
      "GET",
      `/api/messages/?session_id=${sessionId}`,
      { token: as },
    );
    return listed.body.results.filter((message) => message.sent_from === "bot");
  };

  beforeAll(async () => {
    api = await startTestApi({ taskPollIntervalMs: 50 });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    account = await createAccountViaApi(api, token, "Valbrune");
    const text = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { account, name: "Démarches de la mairie", value: PASSPORT },
    });
    textId = text.body.id;
    await ended(textId);
    const form = new FormData();
    form.append("name", "Guide du tri");
    form.append("account", String(account));
    const pdf = buildPdf([
      [
        { size: 18, text: "Guide du tri" },
        {
          size: 11,
          gapBefore: 8,
          text: "La déchetterie des Tilleuls ouvre le samedi de 9 h à 17 h.",
        },
      ],
    ]);
    const file = new File([new Uint8Array(pdf)], "guide-du-tri.pdf", { type: "application/pdf" });
    form.append("document", file);
    const document = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(document.status).toBe(201);
    documentId = document.body.id;
    await ended(documentId);
    const bot = await api.request("POST", "/api/bots/", {
      token,
      json: {
        account,
        name: "Mairie",
        text_knowledges: [textId],
        document_knowledges: [documentId],
      },
    });
    botId = bot.body.id;
    const session = await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } });
    sessionId = session.body.session_id;
    for (const question of [
      "Comment demander un passeport ?",
      "Quand ouvre la déchetterie des Tilleuls ?",
    ]) {
      const answer = await api.request("POST", "/api/sessions/message", {
        json: {
          session_id: sessionId,
          session_secret: session.body.session_secret,
          message: question,
        },
      });
      shown.push(answer.body.links);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it("names the base or the document of each passage in Conversations", async () => {
    const [passport, tri] = await answers();
    expect(passport?.links).toEqual([
      {
        url: "",
        chunk: expect.stringContaining("passeport"),
        knowledge_base: { id: textId, name: "Démarches de la mairie", type: "text" },
      },
    ]);
    expect(tri?.links).toEqual([
      {
        url: "",
        chunk: expect.stringContaining("déchetterie des Tilleuls"),
        knowledge_base: { id: documentId, name: "Guide du tri", type: "document" },
      },
    ]);
    // The visitor is shown the passages, nothing of the knowledge bases.
    expect(shown).toEqual([
      [{ url: "", chunk: expect.stringContaining("passeport") }],
      [{ url: "", chunk: expect.stringContaining("déchetterie des Tilleuls") }],
    ]);
  });

  it("names a document only to those who may see documents, and the base as it is now called", async () => {
    await api.request("PATCH", `/api/text_knowledge_bases/${textId}/`, {
      token,
      json: { name: "Démarches et papiers" },
    });
    const reader = await createSignedInUser(api, token, {
      accounts: [account],
      permissions: ["chats.view_conversation"],
    });
    const [passport, tri] = await answers(reader.token);
    expect(passport?.links[0]?.knowledge_base).toEqual({
      id: textId,
      name: "Démarches et papiers",
      type: "text",
    });
    expect(tri?.links[0]?.knowledge_base).toBeNull();
    expect(tri?.links[0]?.chunk).toContain("déchetterie des Tilleuls");
  });

  it("names them as well under the answers given before the upgrade", async () => {
    const before = await answers();
    const migration = (await loadMigrations()).find((entry) => entry.name === LINKS_MIGRATION);
    expect(migration, LINKS_MIGRATION).toBeDefined();
    await api.db.query(
      `UPDATE messages SET links = (SELECT jsonb_agg(link - 'knowledge_base_id')
                                      FROM jsonb_array_elements(links) link)
        WHERE session_id = $1 AND links <> '[]'`,
      [sessionId],
    );
    expect((await answers()).map((answer) => answer.links[0]?.knowledge_base)).toEqual([
      null,
      null,
    ]);
    await api.db.query(migration?.sql ?? "");
    expect(await answers()).toEqual(before);
  });

  it("counts in the statistics every source shown: a page by its address, a text or a document by its name", async () => {
    await api.request("POST", "/api/curated_answers/", {
      token,
      json: {
        bot: botId,
        question: "Où est la mairie ?",
        answer: "Place de la République.",
        link: "https://valbrune.example/mairie",
      },
    });
    const session = await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } });
    for (const message of ["Où est la mairie ?", "La déchetterie des Tilleuls ouvre quand ?"]) {
      await api.request("POST", "/api/sessions/message", {
        json: {
          session_id: session.body.session_id,
          session_secret: session.body.session_secret,
          message,
        },
      });
    }
    const report = async (as: string) =>
      (
        await api.request<AnalyticsReport>("GET", `/api/analytics/?account=${account}`, {
          token: as,
        })
      ).body.top_pages;
    const tri = { id: documentId, name: "Guide du tri", type: "document" };
    const demarches = { id: textId, name: "Démarches et papiers", type: "text" };
    const page = { url: "https://valbrune.example/mairie", knowledge_base: null, cited: 1 };
    // The number of answers citing each, most cited first.
    expect(await report(token)).toEqual([
      { url: "", knowledge_base: tri, cited: 2 },
      { url: "", knowledge_base: demarches, cited: 1 },
      page,
    ]);
    const analyst = await createSignedInUser(api, token, {
      accounts: [account],
      permissions: ["chats.view_analytics"],
    });
    expect(await report(analyst.token)).toEqual([
      { url: "", knowledge_base: demarches, cited: 1 },
      page,
    ]);
  });
});
