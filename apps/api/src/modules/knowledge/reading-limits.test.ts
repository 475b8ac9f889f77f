import {
  gigabyteStreamPdf,
  largeHtml,
  nestedHtml,
  startLocalServer,
  textOperatorsPdf,
  tinyParagraphsDocx,
} from "@org/knowledge/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDemo } from "../../testing/fixtures";
import { settledTask, type TaskState } from "../../testing/knowledge-checks";
import { measureResponsiveness, type Responsiveness } from "../../testing/responsiveness";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { enqueueIngestion } from "../tasks/tasks-service";

/** What every document and page must leave the server: never held, always answering. */
const MAX_STALL_MS = 100;
const MAX_HEALTH_MS = 200;
/**
 * What reading one file may add to the server's memory: a reader's heap and its decompressed
 * buffers, the file and what it became (200 to 320 MB measured, where the same files took 1.5
 * to 2.2 GB when read on the server's thread).
 */
const MAX_RSS_GROWTH_BYTES = 512 * 1024 * 1024;

/** Just under the largest part of a Word file the reader expands (8 MiB). */
const NEAR_DOCX_PART_LIMIT = 8 * 1024 * 1024 - 1024;

function expectResponsive(measured: Responsiveness, what: string) {
  expect(measured.longestStallMs, what).toBeLessThan(MAX_STALL_MS);
  expect(measured.rssGrowthBytes, what).toBeLessThan(MAX_RSS_GROWTH_BYTES);
  expect(measured.healthChecks, what).toBeGreaterThan(0);
  expect(measured.slowestHealthMs, what).toBeLessThan(MAX_HEALTH_MS);
}

describe("documents and pages made to hold the server", () => {
  let api: TestApi;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    api = await startTestApi({ config: { crawlAllowedHosts: ["127.0.0.1"] } });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    accountId = (await seededDemo(api)).accountId;
  });
  afterAll(async () => {
    await api?.close();
  });

  const upload = (bytes: Uint8Array<ArrayBuffer>, fileName: string) => {
    const form = new FormData();
    form.append("name", fileName);
    form.append("account", String(accountId));
    form.append("document", new File([bytes], fileName));
    return api.request("POST", "/api/document_knowledge_bases/", { token, body: form });
  };

  const ingestionOf = async (knowledgeBaseId: number): Promise<TaskState> => {
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${knowledgeBaseId}`, {
      token,
    });
    return settledTask(api.url, token, tasks.body.results[0].id, 120_000);
  };

  /**
   * Ingests `bytes` as the stored file of a document knowledge base, as a file stored before
   * the reader refused it would be: the task reads it again.
   */
  const ingestStored = async (bytes: Uint8Array, name: string) => {
    const created = await upload(new TextEncoder().encode("Un texte à remplacer."), `${name}.txt`);
    expect(created.status).toBe(201);
    await ingestionOf(created.body.id);
    await api.db.query("UPDATE knowledge_documents SET content = $1 WHERE knowledge_base_id = $2", [
      bytes,
      created.body.id,
    ]);
    const taskId = await enqueueIngestion(api.db, "document_ingest", created.body.id, "content");
    return measureResponsiveness(api.url, () => settledTask(api.url, token, taskId, 120_000));
  };

  it("reads a Word file of hundreds of thousands of tiny paragraphs without holding other requests", {
    timeout: 180_000,
  }, async () => {
    const { docx, paragraphs } = tinyParagraphsDocx(NEAR_DOCX_PART_LIMIT);
    expect(paragraphs).toBeGreaterThan(200_000);
    expect(docx.length).toBeLessThan(2 * 1024 * 1024);

    const sent = await measureResponsiveness(api.url, () => upload(docx, "mots.docx"));
    expectResponsive(sent, "upload");
    expect(sent.result.status).toBe(201);

    const ingested = await measureResponsiveness(api.url, () => ingestionOf(sent.result.body.id));
    expectResponsive(ingested, "ingestion");
    expect(ingested.result).toMatchObject({ status: "succeeded", errors: [] });
    const stored = await api.request(
      "GET",
      `/api/document_knowledge_bases/${sent.result.body.id}/`,
      {
        token,
      },
    );
    expect(stored.body.chunk_count).toBeGreaterThan(1000);
  });

  /** A PDF past the expanded-size limit: refused at upload and, stored anyway, at ingestion. */
  const expectExpandedSizeRefused = async (pdf: Uint8Array<ArrayBuffer>, name: string) => {
    const sent = await measureResponsiveness(api.url, () => upload(pdf, `${name}.pdf`));
    expectResponsive(sent, "upload");
    expect(sent.result.status).toBe(400);
    expect(sent.result.body).toEqual({
      document: ["The document expands to more than 64 MB once decompressed."],
      code: "too_large",
      limit: { kind: "expanded_size", value: 64 * 1024 * 1024 },
    });

    const ingested = await ingestStored(pdf, name);
    expectResponsive(ingested, "ingestion");
    expect(ingested.result.status).toBe("failed");
    expect(ingested.result.errors.map((error) => error.message)).toEqual([
      "Document trop volumineux une fois décompressé (plus de 64\u00a0Mo).",
    ]);
  };

  it("refuses a PDF page of 150 MB of text operators by its decompressed size, upload and ingestion alike", {
    timeout: 180_000,
  }, async () => {
    const pdf = await textOperatorsPdf(150 * 1024 * 1024);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    await expectExpandedSizeRefused(pdf, "operations");
  });

  it("refuses a PDF whose stream inflates to 1 GiB by its decompressed size, upload and ingestion alike", {
    timeout: 180_000,
  }, async () => {
    const pdf = await gigabyteStreamPdf();
    expect(pdf.length).toBeLessThan(64 * 1024);
    await expectExpandedSizeRefused(pdf, "bombe");
  });

  it("crawls a page of 2 MB and refuses one nested 100,000 deep without holding other requests", {
    timeout: 180_000,
  }, async () => {
    const pages: Record<string, string> = {
      "/": `<title>Accueil</title><p>Bienvenue.</p><a href="/grande">Grande</a> <a href="/profonde">Profonde</a>`,
      "/grande": largeHtml(2 * 1024 * 1024 - 1024),
      "/profonde": nestedHtml(100_000),
    };
    const site = await startLocalServer((request, response) => {
      const page = pages[request.url ?? ""];
      if (!page) response.writeHead(404).end();
      else response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
    });
    try {
      const crawled = await measureResponsiveness(api.url, async () => {
        const created = await api.request("POST", "/api/url_knowledge_bases/", {
          token,
          json: {
            name: "Site lourd",
            url: `${site.origin}/`,
            depth: 1,
            max_crawls: 10,
            account: accountId,
          },
        });
        expect(created.status).toBe(201);
        return {
          id: created.body.id as number,
          task: await settledTask(api.url, token, created.body.task, 120_000),
        };
      });
      expectResponsive(crawled, "crawl");
      expect(crawled.result.task).toMatchObject({
        status: "succeeded",
        errors: [
          {
            url: `${site.origin}/profonde`,
            message: "Page illisible\u00a0: éléments imbriqués sur plus de 2\u202f000 niveaux",
          },
        ],
      });
      const base = await api.request("GET", `/api/text_knowledge_bases/${crawled.result.id}/`, {
        token,
      });
      // The page of 2 MB was read whole: tens of thousands of paragraphs.
      expect(base.body.chunk_count).toBeGreaterThan(1000);
    } finally {
      await site.close();
    }
  });
});
