import { NO_VECTOR_STORE_FAILURE, vectorStoreAvailable } from "@org/knowledge";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../http/app-env";
import { listen, type RunningServer } from "../../server";
import { settledTask } from "../../testing/knowledge-checks";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

interface Served {
  html: string;
  /** Answers with this ETag, and 304 to a request sending it back. */
  etag?: string;
  /** Answers with this status and no page. */
  status?: 404 | 500;
}

const page = (title: string, text: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><nav>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(" ")}</nav><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

/*
 * A site that changes between two syncs of its knowledge base, the second one scheduled: what it
 * reports on its task, downloads and has embedded, and what visitors are answered after it.
 */
describe("a site kept fresh by its syncs", () => {
  let api: TestApi;
  let provider: OpenAiCompatibleServer;
  let site: RunningServer;
  let token: string;
  let account: number;
  const served: Record<string, Served> = {};
  let sitemap = "";
  /** Pages the site sent a body for. */
  const downloads: string[] = [];

  beforeAll(async () => {
    const app = new Hono<AppEnv>().get("*", (c) => {
      if (c.req.path === "/sitemap.xml") {
        return sitemap ? c.body(sitemap, 200, { "content-type": "application/xml" }) : c.notFound();
      }
      const entry = served[c.req.path];
      if (!entry || entry.status === 404) return c.text("Introuvable", 404);
      if (entry.status === 500) return c.text("Erreur", 500);
      if (entry.etag && c.req.header("if-none-match") === entry.etag) {
        return c.body(null, 304, { etag: entry.etag });
      }
      downloads.push(c.req.path);
      return c.html(entry.html, 200, entry.etag ? { etag: entry.etag } : {});
    });
    site = await listen(app, { port: 0, host: "127.0.0.1" });
    provider = await startOpenAiCompatibleServer();
    api = await startTestApi({
      config: { crawlAllowedHosts: ["127.0.0.1"], syncCheckSeconds: 1 },
      taskPollIntervalMs: 100,
    });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const created = await api.request("POST", "/api/accounts/", {
      token,
      json: {
        name: "Valbrune",
        openai_api_key: "sk-valbrune-0123456789",
        openai_base_url: provider.baseUrl,
        embedding_model: "hash-embed-1",
      },
    });
    expect(created.status).toBe(201);
    account = created.body.id;
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
    await provider?.close();
  });

  /** A visitor's first question to the bot, as the widget asks it. */
  const ask = async (botId: number, question: string) => {
    const session = await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } });
    const answer = await api.request<{ answer: string; links: { url: string }[] }>(
      "POST",
      "/api/sessions/message",
      {
        json: {
          session_id: session.body.session_id,
          session_secret: session.body.session_secret,
          message: question,
        },
      },
    );
    expect(answer.status).toBe(200);
    return { answer: answer.body.answer, urls: answer.body.links.map((link) => link.url) };
  };

  /** The texts the embedding model was asked to embed since `from` calls. */
  const embedded = (from: number) =>
    provider.embeddingCalls.slice(from).flatMap((call) => call.input);

  it("downloads and embeds only what changed, keeps a page failing once, and answers from the new content", async () => {
    const withVectors = await vectorStoreAvailable(api.db);
    const o = site.url;
    served["/"] = {
      html: page("Mairie", "Bienvenue à la mairie de Valbrune.", [
        "/horaires",
        "/tarifs",
        "/piscine",
        "/travaux",
      ]),
    };
    served["/horaires"] = { html: page("Horaires", "La mairie ouvre de 9 h à 17 h.") };
    served["/tarifs"] = {
      html: page("Tarifs", "Une photocopie coûte 20 centimes."),
      etag: '"tarifs-1"',
    };
    served["/piscine"] = { html: page("Piscine", "Le bassin municipal ouvre le mercredi.") };
    served["/travaux"] = { html: page("Travaux", "La rue des Lilas est fermée pour travaux.") };
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Site", url: `${o}/`, account, depth: 1 },
    });
    expect(created.status).toBe(201);
    const first = await settledTask(api.url, token, created.body.task);
    expect(first).toMatchObject({
      status: "succeeded",
      page_changes: { added: 5, changed: 0, removed: 0, unchanged: 0, failed: 0 },
    });
    const bot = await api.request("POST", "/api/bots/", {
      token,
      json: { account, name: "Mairie", text_knowledges: [created.body.id] },
    });

    // Between the syncs: hours edited, a market page listed by the sitemap alone, the works page
    // gone, the prices not modified, the pool failing once.
    served["/"] = {
      html: page("Mairie", "Bienvenue à la mairie de Valbrune.", [
        "/horaires",
        "/tarifs",
        "/piscine",
      ]),
    };
    served["/horaires"] = { html: page("Horaires", "La mairie ouvre de 8 h 30 à 18 h.") };
    served["/marche"] = { html: page("Marché", "Le marché a lieu le samedi matin.") };
    sitemap = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${o}/marche</loc></url></urlset>`;
    delete served["/travaux"];
    served["/piscine"] = { ...served["/piscine"], status: 500 } as Served;
    downloads.length = 0;
    const callsBefore = provider.embeddingCalls.length;

    // Its daily sync comes due.
    const scheduled = await api.request(
      "PUT",
      `/api/url_knowledge_bases/${created.body.id}/schedule/`,
      { token, json: { frequency: "daily", hour: 6 } },
    );
    expect(scheduled.status).toBe(200);
    await api.db.query(
      "UPDATE knowledge_bases SET next_sync_at = now() - interval '1 minute' WHERE id = $1",
      [created.body.id],
    );
    const syncTask = async () => {
      const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${created.body.id}`, {
        token,
      });
      return (tasks.body.results as { id: number }[]).find((task) => task.id !== created.body.task);
    };
    let sync = await syncTask();
    for (let attempt = 0; !sync && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sync = await syncTask();
    }
    if (!sync) throw new Error("The scheduled sync was not queued");
    const second = await settledTask(api.url, token, sync.id);
    expect(second).toMatchObject({
      status: "succeeded",
      page_changes: { added: 1, changed: 1, removed: 1, unchanged: 2, failed: 1 },
    });
    // The works page, linked no more, is not asked for. (A server without pgvector says too
    // that passages are searched by words alone.)
    expect(second.errors.filter((error) => error.message !== NO_VECTOR_STORE_FAILURE)).toEqual([
      { url: `${o}/piscine`, message: "Erreur du site (500)" },
    ]);
    // The prices answered 304: not downloaded again.
    expect(downloads.sort()).toEqual(["/", "/horaires", "/marche"]);
    if (withVectors) {
      // Only the new texts were embedded: the edited hours and the market page.
      const texts = embedded(callsBefore);
      expect(texts).toHaveLength(2);
      expect(texts.some((text) => text.includes("8 h 30"))).toBe(true);
      expect(texts.some((text) => text.includes("samedi matin"))).toBe(true);
    }

    const hours = await ask(bot.body.id, "À quelle heure ouvre la mairie ?");
    expect(hours.answer).toContain("8 h 30");
    expect(hours.answer).not.toContain("9 h à 17 h");
    expect(hours.urls).toContain(`${o}/horaires`);
    const market = await ask(bot.body.id, "Quand a lieu le marché ?");
    expect(market.answer).toContain("samedi matin");
    expect(market.urls).toContain(`${o}/marche`);
    const pool = await ask(bot.body.id, "Quand ouvre le bassin municipal ?");
    expect(pool.answer).toContain("mercredi");
    expect(pool.urls).toContain(`${o}/piscine`);
    const prices = await ask(bot.body.id, "Combien coûte une photocopie ?");
    expect(prices.answer).toContain("20 centimes");
    for (const question of [
      "La rue des Lilas est-elle fermée pour travaux ?",
      "Travaux rue des Lilas",
    ]) {
      expect((await ask(bot.body.id, question)).urls).not.toContain(`${o}/travaux`);
    }
  });
});
