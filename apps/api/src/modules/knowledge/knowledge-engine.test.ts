import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chunkIndexBuilds, createKnowledgeEngine, NO_ANSWER_REPLY } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { credentialsOf, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/** A small web site on 127.0.0.1 for the crawler. */
const PAGES: Record<string, string> = {
  "/": `<html><head><title>Mairie</title></head><body><h1>Mairie de Villebois</h1>
    <p>La mairie est ouverte du lundi au vendredi, de 9 heures à 17 heures.</p>
    <a href="/etat-civil">État civil</a></body></html>`,
  "/etat-civil": `<html><head><title>État civil</title></head><body><h1>État civil</h1>
    <p>Pour un acte de naissance, présentez une pièce d'identité au guichet de l'état civil.</p>
    </body></html>`,
  // A NUL character, which no text column can store, as some generated pages hold.
  "/piscine": `<html><head><title>Piscine</title></head><body><h1>Piscine</h1>
    <p>Le bassin\u0000 est ouvert aux familles le dimanche matin.</p></body></html>`,
};

describe("the knowledge engine behind the API", () => {
  let api: TestApi;
  let token: string;
  let site: Server;
  let siteUrl: string;

  const settled = async (taskId: number) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const task = (await api.request("GET", `/api/tasks/${taskId}/`, { token })).body;
      if (task.status === "succeeded" || task.status === "failed") return task;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Task ${taskId} did not finish`);
  };
  const ingestionOf = async (knowledgeBaseId: number) => {
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${knowledgeBaseId}`, {
      token,
    });
    return settled(tasks.body.results[0].id);
  };

  /** Asks `question` to a new assistant answering from `knowledgeBaseId` alone. */
  const askFrom = async (accountId: number, knowledgeBaseId: number, question: string) => {
    const bot = await api.request("POST", "/api/bots/", {
      token,
      json: { account: accountId, name: "Témoin", text_knowledges: [knowledgeBaseId] },
    });
    const session = (
      await api.request("POST", "/api/sessions/start", { json: { bot_id: bot.body.id } })
    ).body;
    return api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message: question },
    });
  };

  beforeAll(async () => {
    site = createServer((request, response) => {
      const page = PAGES[request.url ?? ""];
      if (request.url === "/robots.txt" || !page) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    api = await startTestApi({ config: { crawlAllowedHosts: ["127.0.0.1"] } });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it("answers a newcomer from the demo bot's seeded knowledge base, citing it", async () => {
    const demo = await seededDemo(api);
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${demo.knowledgeBaseId}`, {
      token,
    });
    expect((await settled(tasks.body.results[0].id)).status).toBe("succeeded");

    const session = (
      await api.request("POST", "/api/sessions/start", { json: { bot_id: demo.botId } })
    ).body;
    const answer = await api.request("POST", "/api/sessions/message", {
      json: {
        ...credentialsOf(session),
        message: "Comment intégrer le widget de discussion à mon site ?",
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.answer).toMatch(/widget/i);
    expect(answer.body.links.length).toBeGreaterThan(0);
    expect(answer.body.links[0].chunk).toMatch(/widget/i);
  });

  it("answers each of the demo bot's seeded shortcuts from its seeded knowledge, with a source", async () => {
    const demo = await seededDemo(api);
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${demo.knowledgeBaseId}`, {
      token,
    });
    expect((await settled(tasks.body.results[0].id)).status).toBe("succeeded");
    const shortcuts = await api.request("GET", `/api/shortcuts/?bot_id=${demo.botId}`, { token });
    const values = (shortcuts.body.results ?? shortcuts.body).map(
      (shortcut: { value: string }) => shortcut.value,
    );
    expect(values.length).toBeGreaterThan(0);
    const session = (
      await api.request("POST", "/api/sessions/start", { json: { bot_id: demo.botId } })
    ).body;
    for (const value of values) {
      const answer = await api.request("POST", "/api/sessions/message", {
        json: { ...credentialsOf(session), message: value },
      });
      expect(answer.body.answer, value).not.toBe(NO_ANSWER_REPLY);
      expect(answer.body.links.length, value).toBeGreaterThan(0);
    }
  });

  it("crawls a site into a URL knowledge base and answers from its pages", async () => {
    const { accountId } = await seededDemo(api);
    const discovered = await api.request("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      token,
      json: { url: siteUrl, depth: 1, max_crawls: 10 },
    });
    expect(discovered.status).toBe(200);
    expect(discovered.body.urls).toEqual([siteUrl, `${siteUrl}etat-civil`]);

    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Mairie", url: siteUrl, depth: 1, max_crawls: 10, account: accountId },
    });
    const task = await settled(created.body.task);
    expect(task).toMatchObject({ status: "succeeded", progress_done: 2 });
    const base = await api.request("GET", `/api/text_knowledge_bases/${created.body.id}/`, {
      token,
    });
    expect(base.body.chunk_count).toBeGreaterThan(0);

    const answer = await askFrom(
      accountId,
      created.body.id,
      "Que faut-il pour un acte de naissance ?",
    );
    expect(answer.body.answer).toMatch(/pièce d'identité/);
    expect(answer.body.links.map((link: { url: string }) => link.url)).toContain(
      `${siteUrl}etat-civil`,
    );
  });

  it("has the search index ready when the ingestion task ends: the first question does not build it", async () => {
    const { accountId } = await seededDemo(api);
    const created = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: {
        name: "Piscine",
        value: "La piscine municipale ouvre le mercredi de 14 h à 19 h et le samedi matin.",
        account: accountId,
      },
    });
    expect((await ingestionOf(created.body.id)).status).toBe("succeeded");
    const buildsAfterIngestion = chunkIndexBuilds(created.body.id);
    expect(buildsAfterIngestion).toBe(1);

    const answer = await askFrom(accountId, created.body.id, "Quand la piscine est-elle ouverte ?");
    expect(answer.body.answer).toMatch(/mercredi/);
    expect(chunkIndexBuilds(created.body.id)).toBe(buildsAfterIngestion);
  });

  it("indexes a page holding a NUL character instead of failing the whole site", async () => {
    const { accountId } = await seededDemo(api);
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: {
        name: "Piscine",
        url: `${siteUrl}piscine`,
        depth: 0,
        max_crawls: 1,
        account: accountId,
      },
    });
    expect(await settled(created.body.task)).toMatchObject({ status: "succeeded", errors: [] });
    const answer = await askFrom(
      accountId,
      created.body.id,
      "Quand le bassin est-il ouvert aux familles ?",
    );
    expect(answer.body.answer).toMatch(/Le bassin est ouvert aux familles le dimanche matin/);
  });

  it("fails the task of a site that cannot be read, saying why", async () => {
    const { accountId } = await seededDemo(api);
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: {
        name: "Absent",
        url: `${siteUrl}nowhere`,
        depth: 0,
        max_crawls: 1,
        account: accountId,
      },
    });
    const task = await settled(created.body.task);
    expect(task.status).toBe("failed");
    expect(task.errors.at(-1).message).toBe(
      `Aucune page du site n'a pu être lue. ${siteUrl}nowhere : Page introuvable (404)`,
    );
  });

  it("says in French why a stored document cannot be indexed", async () => {
    const { accountId } = await seededDemo(api);
    const created = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name: "Image", value: "Texte", account: accountId },
    });
    await ingestionOf(created.body.id);
    const engine = createKnowledgeEngine({ logger: createLogger("silent") });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const ingestion = engine.ingest({
      db: api.db,
      knowledgeBase: {
        id: created.body.id,
        type: "document",
        name: "Image",
        value: null,
        url: null,
        crawl: null,
        document: { content: png },
      },
      crawlAllowedHosts: [],
      report: async () => {},
      signal: new AbortController().signal,
    });
    await expect(ingestion).rejects.toThrow(/^Type de document non pris en charge/);
  });
});
