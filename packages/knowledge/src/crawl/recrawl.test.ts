import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READER_VERSION } from "../documents/html-to-text";
import { createKnowledgeEngine, type KnowledgeBaseSource } from "../knowledge-engine";
import { createKnowledgeBase, openEngineTestDb, type TestDb } from "../testing/engine-db";
import { type LocalServer, startLocalServer } from "../testing/local-server";
import { FAILED_SYNCS_BEFORE_GONE } from "./crawler";

function page(title: string, text: string, links: string[] = []): string {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join(" ");
  return `<!doctype html><html><head><title>${title}</title></head><body>
    <nav>${anchors}</nav><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

interface Served {
  html: string;
  /** Answers with an ETag, and 304 to a request that sends it back. */
  etag?: string;
  /** Answers with a Last-Modified, and 304 to a request that sends it back. */
  lastModified?: string;
  status?: number;
}

const engine = createKnowledgeEngine({ logger: { warn: () => undefined } });
let db: TestDb;
let site: LocalServer;
const served: Record<string, Served> = {};
/** The paths answered with a body, and the conditional requests answered 304. */
const downloads: string[] = [];
const notModified: string[] = [];

beforeAll(async () => {
  db = await openEngineTestDb();
  site = await startLocalServer((request, response) => {
    const path = request.url ?? "/";
    const entry = path === "/sitemap.xml" ? undefined : served[path];
    if (path === "/sitemap.xml" && served["/sitemap.xml"]) {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(served["/sitemap.xml"].html);
      return;
    }
    if (!entry) return void response.writeHead(404).end();
    if (entry.status) return void response.writeHead(entry.status).end("Erreur");
    const unchanged =
      (entry.etag && request.headers["if-none-match"] === entry.etag) ||
      (entry.lastModified && request.headers["if-modified-since"] === entry.lastModified);
    const validators = {
      ...(entry.etag ? { etag: entry.etag } : {}),
      ...(entry.lastModified ? { "last-modified": entry.lastModified } : {}),
    };
    if (unchanged) {
      notModified.push(path);
      return void response.writeHead(304, validators).end();
    }
    downloads.push(path);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", ...validators });
    response.end(entry.html);
  });
});

afterAll(async () => {
  await site.close();
  await db.close();
});

describe("a site crawled again", () => {
  let base: number;
  const source = (): KnowledgeBaseSource => ({
    id: base,
    type: "url",
    name: "Mairie",
    value: null,
    url: `${site.origin}/`,
    crawl: { depth: 1, maxCrawls: 50, ignorePatterns: [] },
    document: null,
  });
  const sync = () =>
    engine.ingest({
      db,
      knowledgeBase: source(),
      crawlAllowedHosts: ["127.0.0.1"],
      report: async () => undefined,
      signal: new AbortController().signal,
    });
  const chunkIds = async (path: string) =>
    (
      await db.query<{ id: number }>(
        "SELECT id FROM knowledge_chunks WHERE knowledge_base_id = $1 AND url = $2 ORDER BY id",
        [base, `${site.origin}${path}`],
      )
    ).rows.map((row) => Number(row.id));

  beforeAll(async () => {
    base = await createKnowledgeBase(db);
  });

  it("downloads only what changed, keeps what fails a while, and drops what is gone", async () => {
    served["/"] = {
      html: page("Mairie", "Bienvenue à la mairie.", ["/a", "/b", "/c", "/d", "/e"]),
    };
    served["/a"] = { html: page("Horaires", "Ouverte de 9 h à 17 h."), etag: '"horaires-1"' };
    served["/b"] = {
      html: page("Tarifs", "Une photocopie coûte 20 centimes."),
      lastModified: "Mon, 01 Jan 2024 10:00:00 GMT",
    };
    served["/c"] = { html: page("Piscine", "Le bassin ouvre le mercredi."), etag: '"piscine"' };
    served["/d"] = { html: page("Cantine", "Le menu change chaque semaine.") };
    served["/e"] = { html: page("Travaux", "La rue est fermée en juin.") };
    const first = await sync();
    expect(first.changed.pages).toEqual({
      added: 6,
      changed: 0,
      removed: 0,
      unchanged: 0,
      failed: 0,
    });
    const horaires = await chunkIds("/a");
    const piscine = await chunkIds("/c");
    expect(horaires.length).toBeGreaterThan(0);

    // The second sync: /a not modified, /b edited, /c failing, /d gone, /e no longer linked, and
    // /f listed by the sitemap alone.
    served["/"] = { html: page("Mairie", "Bienvenue à la mairie.", ["/a", "/b", "/c", "/d"]) };
    served["/b"] = {
      html: page("Tarifs", "Une photocopie coûte 25 centimes."),
      lastModified: "Tue, 02 Jan 2024 10:00:00 GMT",
    };
    served["/c"] = { ...served["/c"], status: 500 } as Served;
    delete served["/d"];
    served["/f"] = { html: page("Marché", "Le marché a lieu le samedi matin.") };
    served["/sitemap.xml"] = {
      html: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.origin}/f</loc></url></urlset>`,
    };
    downloads.length = 0;
    notModified.length = 0;
    const second = await sync();
    expect(second.changed.pages).toEqual({
      added: 1,
      changed: 1,
      removed: 2,
      unchanged: 2,
      failed: 1,
    });
    expect(notModified).toEqual(["/a"]);
    expect(downloads.sort()).toEqual(["/", "/b", "/f"]);
    // Not modified: its passages stay as they were, vectors and all.
    expect(await chunkIds("/a")).toEqual(horaires);
    // Failing once: its text still answers.
    expect(await chunkIds("/c")).toEqual(piscine);
    expect(await chunkIds("/d")).toEqual([]);
    expect(await chunkIds("/e")).toEqual([]);
    expect((await chunkIds("/f")).length).toBeGreaterThan(0);
    expect(second.errors).toEqual([
      { url: `${site.origin}/c`, message: "Erreur du site (500)" },
      { url: `${site.origin}/d`, message: "Page introuvable (404)" },
    ]);
    const answered = await engine.retrieve({
      db,
      question: "Combien coûte une photocopie ?",
      knowledgeBaseIds: [base],
    });
    expect(answered.chunks[0]?.content).toContain("25 centimes");

    // It fails on every sync: gone at the last of FAILED_SYNCS_BEFORE_GONE.
    expect(FAILED_SYNCS_BEFORE_GONE).toBe(3);
    const third = await sync();
    expect(third.changed.pages).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 4,
      failed: 1,
    });
    expect(await chunkIds("/c")).toEqual(piscine);
    const fourth = await sync();
    expect(fourth.changed.pages).toEqual({
      added: 0,
      changed: 0,
      removed: 1,
      unchanged: 4,
      failed: 0,
    });
    expect(await chunkIds("/c")).toEqual([]);
    const piscineAsked = await engine.retrieve({
      db,
      question: "Quand ouvre le bassin de la piscine ?",
      knowledgeBaseIds: [base],
    });
    expect(piscineAsked.chunks.map((chunk) => chunk.url)).not.toContain(`${site.origin}/c`);

    // Back again, it is read anew: a page gone is not asked for conditionally.
    served["/c"] = { html: page("Piscine", "Le bassin ouvre le mercredi."), etag: '"piscine"' };
    downloads.length = 0;
    const fifth = await sync();
    expect(fifth.changed.pages).toMatchObject({ added: 1, removed: 0, failed: 0 });
    expect(downloads).toContain("/c");
  });

  it("drops a page answering 404 at once, without waiting for more syncs", async () => {
    served["/a"] = { html: "", status: 404 };
    const gone = await sync();
    expect(gone.changed.pages).toMatchObject({ removed: 1, failed: 0 });
    expect(await chunkIds("/a")).toEqual([]);
  });
});

describe("a site crawled again after the reader changed", () => {
  it("downloads and reads again the pages an earlier reader read, though not modified", async () => {
    const base = await createKnowledgeBase(db);
    served["/glossaire"] = {
      html: page("Glossaire", "Les mots de la mairie."),
      etag: '"glossaire-1"',
    };
    const sync = () =>
      engine.ingest({
        db,
        knowledgeBase: {
          id: base,
          type: "url",
          name: "Glossaire",
          value: null,
          url: `${site.origin}/glossaire`,
          crawl: { depth: 0, maxCrawls: 1, ignorePatterns: [] },
          document: null,
        },
        crawlAllowedHosts: ["127.0.0.1"],
        report: async () => undefined,
        signal: new AbortController().signal,
      });
    const passages = async () =>
      (
        await db.query<{ content: string }>(
          "SELECT content FROM knowledge_chunks WHERE knowledge_base_id = $1",
          [base],
        )
      ).rows.map((row) => row.content);
    await sync();
    // As an earlier reader left it: another reading of the same page.
    await db.query(
      `UPDATE knowledge_pages SET reader_version = $2, blocks = $3 WHERE knowledge_base_id = $1`,
      [
        base,
        READER_VERSION - 1,
        JSON.stringify([{ headingPath: ["Glossaire"], text: "Une lecture d'autrefois." }]),
      ],
    );
    served["/glossaire"] = {
      ...(served["/glossaire"] as Served),
      html: page("Glossaire", "Les mots de la mairie, lus de nouveau."),
    };

    downloads.length = 0;
    notModified.length = 0;
    await sync();
    expect(downloads).toEqual(["/glossaire"]);
    expect(notModified).toEqual([]);
    expect(await passages()).toEqual(["Les mots de la mairie, lus de nouveau."]);

    // Read by this reader now: asked for conditionally again.
    downloads.length = 0;
    await sync();
    expect(downloads).toEqual([]);
    expect(notModified).toEqual(["/glossaire"]);
  });
});
