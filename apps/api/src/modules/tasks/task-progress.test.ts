import { startLocalServer } from "@org/knowledge/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDemo } from "../../testing/fixtures";
import { settledTask } from "../../testing/knowledge-checks";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/** A small site that answers at once: a home page and the pages it links to. */
const LINKED_PAGES = 9;
const SITE_PAGES = LINKED_PAGES + 1;
const RE_INGESTIONS = 20;

function sitePage(path: string): string | undefined {
  if (path === "/") {
    const links = Array.from({ length: LINKED_PAGES }, (_, n) => `<a href="/p${n}">Page ${n}</a>`);
    return `<html><head><title>Accueil</title></head><body><h1>Mairie de Villebois</h1>
      <p>La mairie est ouverte du lundi au vendredi.</p><nav>${links.join(" ")}</nav></body></html>`;
  }
  const n = /^\/p(\d+)$/.exec(path)?.[1];
  if (n === undefined || Number(n) >= LINKED_PAGES) return undefined;
  return `<html><head><title>Service ${n}</title></head><body><h1>Service ${n}</h1>
    <p>Le service numéro ${n} reçoit le public le mardi matin, sur rendez-vous.</p></body></html>`;
}

describe("the progress of an ingestion task once it has ended", () => {
  let api: TestApi;
  let token: string;
  let site: Awaited<ReturnType<typeof startLocalServer>>;

  beforeAll(async () => {
    site = await startLocalServer((request, response) => {
      const html = sitePage(request.url ?? "");
      if (html === undefined) response.writeHead(404).end();
      else response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
    });
    api = await startTestApi({ config: { crawlAllowedHosts: ["127.0.0.1"] } });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
  });

  it("is every page of the site read, with the knowledge base's true counts, at each re-ingestion of a small fast site", async () => {
    const { accountId } = await seededDemo(api);
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Mairie", url: `${site.origin}/`, depth: 1, account: accountId },
    });
    expect(created.status).toBe(201);
    const first = await settledTask(api.url, token, created.body.task);
    expect(first).toMatchObject({ status: "succeeded", errors: [] });
    const base = await api.request("GET", `/api/text_knowledge_bases/${created.body.id}/`, {
      token,
    });
    const chunkCount = base.body.chunk_count;
    expect(chunkCount).toBeGreaterThanOrEqual(SITE_PAGES);

    const ended = [];
    for (let run = 0; run < RE_INGESTIONS; run += 1) {
      const again = await api.request(
        "POST",
        `/api/url_knowledge_bases/${created.body.id}/ingest/`,
        { token },
      );
      const task = await settledTask(api.url, token, again.body.task);
      const after = await api.request("GET", `/api/text_knowledge_bases/${created.body.id}/`, {
        token,
      });
      ended.push({ ...task, chunk_count: after.body.chunk_count });
    }
    const expected = {
      status: "succeeded",
      progress_stage: "reading",
      progress_done: SITE_PAGES,
      progress_total: SITE_PAGES,
      errors: [],
      chunk_count: chunkCount,
    };
    expect(ended).toEqual(
      Array.from({ length: RE_INGESTIONS }, () => expect.objectContaining(expected)),
    );
  }, 120_000);
});
