import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KnowledgeBaseDeletedError } from "../indexing/ingest-error";
import { createKnowledgeBase, openEngineTestDb, type TestDb } from "../testing/engine-db";
import type { PageRecord } from "./crawler";
import { loadPageRecords, savePageRecords } from "./page-store";

let db: TestDb;

beforeAll(async () => {
  db = await openEngineTestDb();
});
afterAll(async () => {
  await db.close();
});

const record = (url: string): PageRecord => ({
  url,
  finalUrl: url,
  validators: { etag: '"v1"', lastModified: null },
  title: "Piscine",
  blocks: [{ headingPath: ["Horaires"], text: "Le bassin ouvre le mardi." }],
  links: [],
  noindex: false,
  failures: 0,
  downloaded: true,
});

describe("the pages a crawl read", () => {
  it("are kept for the next crawl of their knowledge base", async () => {
    const base = await createKnowledgeBase(db);
    await savePageRecords(db, base, [record("https://m.example/piscine")]);
    const pages = await loadPageRecords(db, base);
    expect([...pages.keys()]).toEqual(["https://m.example/piscine"]);
    expect(pages.get("https://m.example/piscine")).toMatchObject({
      validators: { etag: '"v1"', lastModified: null },
      blocks: [{ headingPath: ["Horaires"], text: "Le bassin ouvre le mardi." }],
    });
  });

  it("are not written for a knowledge base deleted meanwhile, which stops the crawl's end", async () => {
    const base = await createKnowledgeBase(db);
    await db.query("DELETE FROM knowledge_bases WHERE id = $1", [base]);
    await expect(
      savePageRecords(db, base, [record("https://m.example/piscine")]),
    ).rejects.toBeInstanceOf(KnowledgeBaseDeletedError);
    const { rows } = await db.query("SELECT 1 FROM knowledge_pages WHERE knowledge_base_id = $1", [
      base,
    ]);
    expect(rows).toEqual([]);
  });
});
