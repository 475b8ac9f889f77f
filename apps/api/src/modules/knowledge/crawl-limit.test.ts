import { startLocalServer } from "@org/knowledge/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDemo } from "../../testing/fixtures";
import { settledTask } from "../../testing/knowledge-checks";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/*
 * A crawl stops at the knowledge base's max_crawls (50 unless told): the pages it found but left
 * unread for that are counted, on the task and on the knowledge base, so that an administrator
 * knows the site was not read whole.
 */

/** The home page links to this many pages of the site; the test changes it between crawls. */
let linkedPages = 0;

/** Links of the home page that a crawl never reads, whatever its limit: they are not counted. */
const NEVER_READ = [
  // Refused by robots.txt.
  "/prive/registre",
  // Skipped by the knowledge base's ignore pattern.
  "/brouillon/agenda",
  // A file, not a page.
  "/plan.pdf",
  // Another site.
  "https://ailleurs.example/page",
];

function home(): string {
  const links = [
    ...Array.from({ length: linkedPages }, (_, n) => `/service-${n}`),
    // Twice, and with a fragment: one page.
    "/service-0#horaires",
    ...NEVER_READ,
  ];
  return `<html><head><title>Accueil</title></head><body><h1>Mairie de Villebois</h1>
    <p>Bienvenue sur le site de la mairie.</p>
    <ul>${links.map((href) => `<li><a href="${href}">${href}</a></li>`).join("")}</ul></body></html>`;
}

function servicePage(n: string): string {
  return `<html><head><title>Service ${n}</title></head><body><h1>Service ${n}</h1>
    <p>Le service ${n} reçoit le public le jeudi.</p>
    <a href="/">Accueil</a> <a href="/service-${n}/tarifs">Tarifs</a></body></html>`;
}

interface CountedTask {
  status: string;
  progress_done: number;
  progress_total: number;
  pages_beyond_limit: number;
}

describe("a crawl that reaches its page limit", () => {
  let api: TestApi;
  let token: string;
  let site: Awaited<ReturnType<typeof startLocalServer>>;

  beforeAll(async () => {
    site = await startLocalServer((request, response) => {
      const path = request.url ?? "/";
      const service = /^\/service-(\d+)$/.exec(path)?.[1];
      if (path === "/robots.txt") {
        response
          .writeHead(200, { "Content-Type": "text/plain" })
          .end("User-agent: *\nDisallow: /prive/\n");
      } else if (path === "/") {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(home());
      } else if (service !== undefined && Number(service) < linkedPages) {
        response
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
          .end(servicePage(service));
      } else {
        response.writeHead(404).end();
      }
    });
    api = await startTestApi({ config: { crawlAllowedHosts: ["127.0.0.1"] } });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
  });

  /** The knowledge base as its detail and the list of URL bases answer it. */
  const baseOf = async (id: number) => {
    const detail = await api.request("GET", `/api/text_knowledge_bases/${id}/`, { token });
    const list = await api.request("GET", "/api/text_knowledge_bases/?type=url", { token });
    const listed = list.body.results.find((base: { id: number }) => base.id === id);
    return { detail: detail.body, listed };
  };

  const reingest = async (id: number): Promise<CountedTask> => {
    const again = await api.request("POST", `/api/url_knowledge_bases/${id}/ingest/`, { token });
    expect(again.status).toBe(202);
    return (await settledTask(api.url, token, again.body.task, 30_000)) as unknown as CountedTask;
  };

  it("counts, on the task and the knowledge base, the pages found but left unread, until a crawl reads them all", async () => {
    const { accountId } = await seededDemo(api);
    // 60 pages under the home page; by default 50 pages are read: the home page and 49 others.
    linkedPages = 60;
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: {
        name: "Mairie",
        url: site.origin,
        depth: 1,
        ignore_patterns: ["brouillon"],
        account: accountId,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.pages_beyond_limit).toBe(0);
    const first = await settledTask(api.url, token, created.body.task, 30_000);
    expect(first).toMatchObject({
      status: "succeeded",
      progress_done: 50,
      progress_total: 50,
      pages_beyond_limit: 11,
      errors: [],
    });
    let base = await baseOf(created.body.id);
    expect(base.detail.pages_beyond_limit).toBe(11);
    expect(base.listed.pages_beyond_limit).toBe(11);

    // The site grew: the count follows the last crawl.
    linkedPages = 70;
    expect(await reingest(created.body.id)).toMatchObject({
      status: "succeeded",
      pages_beyond_limit: 21,
    });
    base = await baseOf(created.body.id);
    expect(base.detail.pages_beyond_limit).toBe(21);
    expect(base.listed.pages_beyond_limit).toBe(21);

    // The site shrank under the limit: the crawl reads everything and the knowledge base says so.
    linkedPages = 30;
    expect(await reingest(created.body.id)).toMatchObject({
      status: "succeeded",
      progress_done: 31,
      progress_total: 31,
      pages_beyond_limit: 0,
    });
    base = await baseOf(created.body.id);
    expect(base.detail.pages_beyond_limit).toBe(0);
    expect(base.listed.pages_beyond_limit).toBe(0);
  }, 120_000);

  it("counts the pages left at a deeper level once the limit is reached, but not those beyond the depth", async () => {
    const { accountId } = await seededDemo(api);
    linkedPages = 5;
    // Depth 0: only the home page is read; its links are beyond the depth, not the limit.
    const shallow = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Accueil seul", url: site.origin, depth: 0, max_crawls: 1, account: accountId },
    });
    expect(await settledTask(api.url, token, shallow.body.task)).toMatchObject({
      status: "succeeded",
      pages_beyond_limit: 0,
    });
    // Depth 2, 3 pages: the home page and two of its five pages are read; the three others and
    // the pages of prices that the two read link to are left.
    const limited = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: {
        name: "Trois pages",
        url: site.origin,
        depth: 2,
        max_crawls: 3,
        ignore_patterns: ["brouillon"],
        account: accountId,
      },
    });
    expect(await settledTask(api.url, token, limited.body.task)).toMatchObject({
      status: "succeeded",
      progress_done: 3,
      pages_beyond_limit: 5,
    });
    expect((await baseOf(limited.body.id)).detail.pages_beyond_limit).toBe(5);
  });

  it("has the count in the OpenAPI document, on tasks and on knowledge bases", async () => {
    const schema = await api.request("GET", "/api/schema/");
    const { schemas } = schema.body.components;
    for (const name of ["Task", "TextKnowledge"]) {
      expect(schemas[name].properties.pages_beyond_limit, name).toMatchObject({
        type: "integer",
        minimum: 0,
      });
    }
  });
});
