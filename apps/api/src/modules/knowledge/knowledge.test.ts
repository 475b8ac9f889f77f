import { documentRefusalSchema, type Task } from "@org/api-client";
import type { IngestJob, KnowledgeEngine } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createLogger } from "../../logger";
import { createAccountViaApi, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { TaskRunner } from "../tasks/task-runner";
import { placeholderEngine } from "./placeholder-engine";

const NO_PAGE_CHANGES = { added: 0, changed: 0, removed: 0, unchanged: 0, failed: 0 };

/**
 * Indexes a knowledge base as one chunk per paragraph of its text (or of its document), so
 * that the tests can see what the task runner hands the engine and what it records.
 */
function paragraphEngine(jobs: IngestJob[]): KnowledgeEngine {
  return {
    ...placeholderEngine,
    async ingest(job) {
      jobs.push(job);
      const source = job.knowledgeBase;
      const text = source.document
        ? new TextDecoder().decode(source.document.content)
        : (source.value ?? "");
      const paragraphs = text.split(/\n\s*\n/).filter((part) => part.trim() !== "");
      await job.report({ done: paragraphs.length, total: paragraphs.length });
      if (source.type === "url") {
        return {
          chunkCount: 0,
          changed: { added: 0, removed: 0, pages: NO_PAGE_CHANGES },
          errors: [{ url: `${source.url}private`, message: "Forbidden by robots.txt" }],
        };
      }
      return {
        chunkCount: paragraphs.length,
        changed: {
          added: paragraphs.length,
          removed: 0,
          pages: { ...NO_PAGE_CHANGES, added: 1 },
        },
        errors: [],
      };
    },
    async discoverUrls(request) {
      return { urls: [request.url, `${request.url}about`], errors: [] };
    },
  };
}

async function settledTask(api: TestApi, token: string, id: number): Promise<Task> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const task = (await api.request("GET", `/api/tasks/${id}/`, { token })).body as Task;
    if (task.status === "succeeded" || task.status === "failed") return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Task ${id} did not finish`);
}

async function taskOf(api: TestApi, token: string, knowledgeBaseId: number): Promise<Task> {
  const list = await api.request("GET", `/api/tasks/?knowledge_base=${knowledgeBaseId}`, { token });
  return settledTask(api, token, list.body.results[0].id);
}

describe("knowledge bases", () => {
  let api: TestApi;
  let token: string;
  let accountId: number;
  const jobs: IngestJob[] = [];

  beforeAll(async () => {
    api = await startTestApi({ engine: paragraphEngine(jobs) });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    accountId = (await seededDemo(api)).accountId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("indexes a text knowledge base through a task, and again when its text changes", async () => {
    const created = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name: "FAQ", value: "Première réponse.\n\nDeuxième réponse.", account: accountId },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "FAQ",
      type: "text",
      is_active: true,
      chunk_count: 0,
    });
    const task = await taskOf(api, token, created.body.id);
    expect(task).toMatchObject({
      kind: "text_ingest",
      status: "succeeded",
      progress_done: 2,
      progress_total: 2,
    });
    const indexed = await api.request("GET", `/api/text_knowledge_bases/${created.body.id}/`, {
      token,
    });
    expect(indexed.body.chunk_count).toBe(2);
    expect(indexed.body.last_ingested_at).not.toBeNull();

    await api.request("PATCH", `/api/text_knowledge_bases/${created.body.id}/`, {
      token,
      json: { value: "Un.\n\nDeux.\n\nTrois." },
    });
    const again = await api.request("GET", `/api/tasks/?knowledge_base=${created.body.id}`, {
      token,
    });
    expect(again.body.count).toBe(2);
    await settledTask(api, token, again.body.results[0].id);
    const reindexed = await api.request("GET", `/api/text_knowledge_bases/${created.body.id}/`, {
      token,
    });
    expect(reindexed.body.chunk_count).toBe(3);
    expect(jobs.at(-1)?.knowledgeBase.value).toBe("Un.\n\nDeux.\n\nTrois.");
  });

  it("crawls a URL knowledge base as a task, with its crawl options, and lists it by kind", async () => {
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: {
        name: "Site",
        url: "  https://docs.example.com/  ",
        depth: 2,
        max_crawls: 10,
        ignore_patterns: ["/blog/"],
        account: accountId,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: "url",
      url: "https://docs.example.com/",
      depth: 2,
      max_crawls: 10,
      ignore_patterns: ["/blog/"],
      task: expect.any(Number),
    });
    const task = await settledTask(api, token, created.body.task);
    expect(task).toMatchObject({ kind: "url_ingest", status: "succeeded" });
    expect(task.errors).toEqual([
      { url: "https://docs.example.com/private", message: "Forbidden by robots.txt" },
    ]);
    const job = jobs.find((entry) => entry.knowledgeBase.id === created.body.id);
    expect(job?.knowledgeBase.crawl).toEqual({
      depth: 2,
      maxCrawls: 10,
      ignorePatterns: ["/blog/"],
    });

    const reingest = await api.request(
      "POST",
      `/api/url_knowledge_bases/${created.body.id}/ingest/`,
      { token },
    );
    expect(reingest.status).toBe(202);
    expect(reingest.body.task).not.toBe(created.body.task);

    const urls = await api.request("GET", "/api/text_knowledge_bases/?type=url", { token });
    expect(urls.body.results.map((base: { name: string }) => base.name)).toEqual(["Site"]);
    const badType = await api.request("GET", "/api/text_knowledge_bases/?type=video", { token });
    expect(badType.status).toBe(400);

    const badUrl = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Mauvais", url: "ftp://files.example.com", account: accountId },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ url: ["Enter a valid URL."] });

    const discovered = await api.request("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      token,
      json: { url: "https://docs.example.com/", depth: 1 },
    });
    expect(discovered.body).toEqual({
      urls: ["https://docs.example.com/", "https://docs.example.com/about"],
    });
  });

  it("stores an uploaded document, serves it back and hands it to the engine", async () => {
    const content = "# Guide\n\nPremier paragraphe.\n\nSecond paragraphe.";
    const form = new FormData();
    form.append("name", "Guide");
    form.append("account", String(accountId));
    form.append("document", new File([content], "guide.md", { type: "text/markdown" }));
    const created = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Guide",
      file_name: "guide.md",
      size: Buffer.byteLength(content),
      content_type: "text/markdown",
      url: `${api.url}/api/document_knowledge_bases/${created.body.id}/file/`,
    });
    const task = await taskOf(api, token, created.body.id);
    expect(task).toMatchObject({ kind: "document_ingest", status: "succeeded" });
    const document = await api.request("GET", `/api/document_knowledge_bases/${created.body.id}/`, {
      token,
    });
    expect(document.body.chunk_count).toBe(3);

    const file = await fetch(created.body.url, { headers: { Authorization: `Token ${token}` } });
    expect(file.headers.get("content-disposition")).toContain("guide.md");
    expect(await file.text()).toBe(content);

    const renamed = await api.request(
      "PATCH",
      `/api/document_knowledge_bases/${created.body.id}/`,
      {
        token,
        json: { name: "Guide v2", is_active: false },
      },
    );
    expect(renamed.body).toMatchObject({ name: "Guide v2", is_active: false });
    const list = await api.request("GET", "/api/document_knowledge_bases/?search=v2", { token });
    expect(list.body.count).toBe(1);

    const deleted = await api.request("POST", "/api/document_knowledge_bases/delete_multi", {
      token,
      json: { ids: [created.body.id] },
    });
    expect(deleted.status).toBe(204);
    expect(
      (await api.request("GET", `/api/document_knowledge_bases/${created.body.id}/`, { token }))
        .status,
    ).toBe(404);
  });

  it("explains what is wrong with an upload", async () => {
    const noFile = new FormData();
    noFile.append("name", "Vide");
    const missing = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: noFile,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ document: ["No file was submitted."] });

    const empty = new FormData();
    empty.append("name", "Vide");
    empty.append("document", new File([], "vide.txt", { type: "text/plain" }));
    const emptyFile = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: empty,
    });
    expect(emptyFile.status).toBe(400);
    expect(emptyFile.body).toEqual({ document: ["The submitted file is empty."], code: "empty" });

    const json = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      json: { name: "x" },
    });
    expect(json.status).toBe(415);
  });

  it("refuses, by their content, files it could not read, and stores none of them", async () => {
    const before = await api.request("GET", "/api/document_knowledge_bases/", { token });
    const upload = async (bytes: Uint8Array<ArrayBuffer>, fileName: string) => {
      const form = new FormData();
      form.append("name", fileName);
      form.append("account", String(accountId));
      form.append("document", new File([bytes], fileName, { type: "application/pdf" }));
      return api.request("POST", "/api/document_knowledge_bases/", { token, body: form });
    };

    // An image renamed .pdf: sniffed as neither PDF nor text.
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff,
    ]);
    const image = await upload(png, "photo.pdf");
    expect(image.status).toBe(400);
    expect(image.body.document[0]).toMatch(/\S/);
    expect(z.safeParse(documentRefusalSchema, image.body).data?.code).toBe("unsupported_type");

    // A PDF header over damaged content.
    const broken = await upload(
      new TextEncoder().encode("%PDF-1.7\n%garbage, no objects"),
      "x.pdf",
    );
    expect(broken.status).toBe(400);
    expect(broken.body.document).toHaveLength(1);
    expect(broken.body.code).toBe("unreadable");

    // A page nested deeper than a reader can follow.
    const nested = `<title>Profond</title>${"<div>".repeat(20_000)}x${"</div>".repeat(20_000)}`;
    const deep = await upload(new TextEncoder().encode(nested), "profond.html");
    expect(deep.status).toBe(400);
    expect(deep.body.code).toBe("unreadable");

    // Readable text, but none of it worth indexing.
    const blank = await upload(new TextEncoder().encode(" \n\n \t\n"), "vide.txt");
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe("empty");

    const after = await api.request("GET", "/api/document_knowledge_bases/", { token });
    expect(after.body.count).toBe(before.body.count);
  });

  it("lists the knowledge bases of one account when asked, documents as well", async () => {
    const otherId = await createAccountViaApi(api, token, "Compte des listes");
    const created = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name: "Horaires de Lyon", value: "Ouvert le lundi.", account: otherId },
    });
    expect(created.status).toBe(201);
    expect(created.body.account).toBe(otherId);
    const form = new FormData();
    form.append("name", "Guide de Lyon");
    form.append("account", String(otherId));
    form.append("document", new File(["Le guide."], "guide.txt", { type: "text/plain" }));
    const uploaded = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(uploaded.status).toBe(201);

    const names = async (path: string, account: number) => {
      const page = await api.request("GET", `${path}?account=${account}`, { token });
      expect(page.status).toBe(200);
      return (page.body.results as { name: string; account: number }[]).map((base) => [
        base.name,
        base.account,
      ]);
    };
    expect(await names("/api/text_knowledge_bases/", otherId)).toEqual([
      ["Horaires de Lyon", otherId],
    ]);
    expect(await names("/api/document_knowledge_bases/", otherId)).toEqual([
      ["Guide de Lyon", otherId],
    ]);
    const demo = await names("/api/text_knowledge_bases/", accountId);
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every(([, account]) => account === accountId)).toBe(true);
    expect(await names("/api/document_knowledge_bases/", accountId)).not.toContainEqual([
      "Guide de Lyon",
      otherId,
    ]);
  });

  it("needs the account named by a user who sees several", async () => {
    await createAccountViaApi(api, token, "Second compte");
    const response = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name: "Sans compte", value: "Texte" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ account: ["This field is required."] });
  });
});

describe("knowledge tasks without an engine", () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    // The server's runner works only when told to, so that a test can run tasks with its own.
    api = await startTestApi({ engine: placeholderEngine, taskPollIntervalMs: 3_600_000 });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("fails the seeded ingestion with a clear reason, and retries it on demand", async () => {
    const { knowledgeBaseId } = await seededDemo(api);
    const task = await taskOf(api, token, knowledgeBaseId);
    expect(task.status).toBe("failed");
    expect(task.errors).toEqual([
      { url: "", message: "L'indexation n'est pas encore disponible sur ce serveur." },
    ]);

    expect(task.trigger).toBe("created");
    const retried = await api.request("POST", `/api/tasks/${task.id}/retry/`, { token });
    expect(retried.status).toBe(200);
    expect(["pending", "running", "failed"]).toContain(retried.body.status);
    // Retried by hand: started on demand now.
    expect(retried.body.trigger).toBe("manual");
    expect((await settledTask(api, token, task.id)).status).toBe("failed");
    const { rows } = await api.db.query("SELECT attempts FROM tasks WHERE id = $1", [task.id]);
    expect(rows[0]).toEqual({ attempts: 2 });

    const sub = await api.request("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      token,
      json: { url: "https://example.com/" },
    });
    expect(sub.status).toBe(503);
    expect(sub.body).toEqual({ detail: "Crawling is not available on this server yet." });
  });
});

describe("the task queue, worked by a runner of the test's own", () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    // The server's runner takes no task: the test's runner alone works the queue.
    api = await startTestApi({ engine: placeholderEngine, runTasks: false });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    // The seeded demo's own ingestion would come first in the queue: it is not these tests'.
    await api.db.query("DELETE FROM tasks");
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A new text base and its ingestion task, waiting in the queue. */
  async function queuedTask(name: string): Promise<number> {
    const created = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name, value: "Texte" },
    });
    const list = await api.request("GET", `/api/tasks/?knowledge_base=${created.body.id}`, {
      token,
    });
    expect(list.body.results[0].status).toBe("pending");
    return list.body.results[0].id;
  }

  it("hands an interrupted task back to the queue when its runner stops", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slowEngine: KnowledgeEngine = {
      ...placeholderEngine,
      ingest: (job) =>
        new Promise((_, reject) => {
          started();
          job.signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    };
    const taskId = await queuedTask("Long");
    const runner = new TaskRunner(
      { db: api.db, engine: slowEngine, config: api.config, logger: createLogger("silent") },
      { pollIntervalMs: 60_000 },
    );
    runner.start();
    await running;
    expect((await api.request("GET", `/api/tasks/${taskId}/`, { token })).body.status).toBe(
      "running",
    );
    await runner.stop();
    expect((await api.request("GET", `/api/tasks/${taskId}/`, { token })).body.status).toBe(
      "pending",
    );

    const notFailed = await api.request("POST", `/api/tasks/${taskId}/retry/`, { token });
    expect(notFailed.status).toBe(400);
    expect(notFailed.body).toEqual({ detail: "Only a failed task can be retried." });
  });

  it("tells the administrator, in French, that the server failed, without its technical details", async () => {
    const brokenEngine: KnowledgeEngine = {
      ...placeholderEngine,
      ingest: async () => {
        throw new Error('relation "knowledge_chunks" is locked: deadlock detected');
      },
    };
    const taskId = await queuedTask("Cassée");
    const runner = new TaskRunner(
      { db: api.db, engine: brokenEngine, config: api.config, logger: createLogger("silent") },
      { pollIntervalMs: 60_000 },
    );
    runner.start();
    const task = await settledTask(api, token, taskId);
    await runner.stop();
    expect(task.status).toBe("failed");
    expect(task.errors).toEqual([
      {
        url: "",
        message:
          "Erreur inattendue pendant l'indexation. Relancez la tâche ; si l'erreur revient, contactez l'équipe technique.",
      },
    ]);
  });
});
