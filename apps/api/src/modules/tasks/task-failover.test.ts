import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  logLines,
  type RunningApi,
  startApiProcess,
  stopApiProcesses,
} from "../../testing/api-process";
import { type HeldRequest, type HeldSite, startHeldSite } from "../../testing/held-site";
import { indexedPassages, settledTask, taskState } from "../../testing/knowledge-checks";
import { createServerDatabase } from "../../testing/test-database";
import { DELETED_KNOWLEDGE_BASE } from "./task-failures";

/*
 * Fault test: two API processes, as two instances behind a load balancer, on one PostgreSQL,
 * ingesting a site served here whose page the test holds to stop an ingestion mid-crawl. Several
 * processes on one database need a PostgreSQL server: this runs in the postgres project only.
 */

const ADMIN_PASSWORD = "admin-password-1";
const OLD_TEXT = "Le marché a lieu chaque mardi matin sur la place de l'église.";
const NEW_TEXT = "Le marché a lieu chaque samedi matin sur la place de la mairie.";
const QUESTION = "Quel jour a lieu le marché ?";

async function post<Body>(api: RunningApi, path: string, token: string, json?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { Authorization: `Token ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(json ?? {}),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Body;
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(process.env.API_TEST_DATABASE !== "postgres")(
  "two API processes on one PostgreSQL",
  () => {
    let site: HeldSite;
    let database: { url: string; drop(): Promise<void> } | undefined;
    const processes: RunningApi[] = [];
    let token: string;
    let accountId: number;

    beforeAll(async () => {
      site = await startHeldSite();
      database = await createServerDatabase();
      const env = async () => ({
        DATABASE_URL: database?.url ?? "",
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        ADMIN_PASSWORD,
        CRAWL_ALLOWED_HOSTS: "127.0.0.1",
        LOG_LEVEL: "info",
      });
      // One after the other: the first migrates and seeds, the second finds it done.
      processes.push(await startApiProcess(await env()));
      processes.push(await startApiProcess(await env()));
      const [first] = processes as [RunningApi];
      const login = await fetch(`${first.url}/api/auth/login/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
      });
      token = ((await login.json()) as { token: string }).token;
      const accounts = await fetch(`${first.url}/api/accounts/`, {
        headers: { Authorization: `Token ${token}` },
      });
      accountId = ((await accounts.json()) as { results: { id: number }[] }).results[0]?.id ?? 0;
    }, 120_000);

    afterAll(async () => {
      await stopApiProcesses(processes);
      await database?.drop();
      await site?.close();
    });

    /** Creates a URL knowledge base whose first ingestion is held on its page. */
    async function heldIngestion(name: string, through: RunningApi) {
      const held = site.holdNext();
      const created = await post<{ id: number; task: number }>(
        through,
        "/api/url_knowledge_bases/",
        token,
        { name, url: site.url, depth: 0, max_crawls: 1, account: accountId },
      );
      const request: HeldRequest = await within(held, 10_000, "the ingestion's page request");
      // Which process runs it: the one that logged its start.
      const started = new RegExp(`"msg":"Ingestion started","taskId":${created.task},`);
      const holder = await within(
        (async () => {
          for (;;) {
            const found = processes.find((api) => started.test(api.output()));
            if (found) return found;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })(),
        5000,
        "the log of the ingestion's start",
      );
      const other = processes.find((api) => api !== holder) as RunningApi;
      return { knowledgeBaseId: created.id, taskId: created.task, request, holder, other };
    }

    it("ends a concurrent re-ingestion of one base with exactly the newest text indexed", async () => {
      site.text = OLD_TEXT;
      const first = await heldIngestion("Marché", processes[0] as RunningApi);
      // The site changes while the first ingestion, which read the old page, is still running;
      // the base is ingested again through the other process, which is free.
      site.text = NEW_TEXT;
      const again = await post<{ task: number }>(
        first.other,
        `/api/url_knowledge_bases/${first.knowledgeBaseId}/ingest/`,
        token,
      );
      expect(again.task).not.toBe(first.taskId);
      // Time for the other process to run the second ingestion, were it allowed to overlap.
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline) {
        if ((await taskState(first.other.url, token, again.task)).status === "succeeded") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The first ingestion gets its page, the old text, and ends.
      first.request.release();

      expect(await settledTask(first.other.url, token, first.taskId)).toMatchObject({
        status: "succeeded",
        errors: [],
      });
      expect(await settledTask(first.other.url, token, again.task)).toMatchObject({
        status: "succeeded",
        errors: [],
      });
      const indexed = await indexedPassages(first.other.url, token, {
        accountId,
        knowledgeBaseId: first.knowledgeBaseId,
        question: QUESTION,
      });
      expect(indexed.chunkCount).toBe(1);
      expect(indexed.passages.length).toBeGreaterThan(0);
      for (const passage of indexed.passages) {
        expect(passage).toContain(NEW_TEXT);
        expect(passage).not.toContain("mardi");
      }
    }, 30_000);

    it("ends quietly the crawl of a base deleted through the other process while its page is read", async () => {
      site.text = NEW_TEXT;
      const running = await heldIngestion("Marché supprimé", processes[0] as RunningApi);
      const deleted = await fetch(
        `${running.other.url}/api/text_knowledge_bases/${running.knowledgeBaseId}/`,
        { method: "DELETE", headers: { Authorization: `Token ${token}` } },
      );
      expect(deleted.status).toBe(204);
      running.request.release();

      expect(await settledTask(running.other.url, token, running.taskId)).toMatchObject({
        status: "failed",
        errors: [{ url: "", message: DELETED_KNOWLEDGE_BASE }],
      });
      const complaints = logLines(running.holder.output()).filter(
        (line) =>
          line.level === "error" ||
          (line.level === "warn" && line.knowledgeBaseId === running.knowledgeBaseId),
      );
      expect(complaints).toEqual([]);
    }, 30_000);

    it("has the task of a process killed mid-task (kill -9) finished by the other within 15 s", async () => {
      site.text = NEW_TEXT;
      const running = await heldIngestion("Marché après panne", processes[1] as RunningApi);
      running.holder.child.kill("SIGKILL");
      await running.holder.exited;
      const killedAt = Date.now();
      // The killed process's request is gone; the page now answers at once.
      running.request.release();

      const task = await settledTask(running.other.url, token, running.taskId, 20_000);
      const tookMs = Date.now() - killedAt;
      expect(task).toMatchObject({ status: "succeeded", errors: [] });
      expect(tookMs).toBeLessThan(15_000);
      const indexed = await indexedPassages(running.other.url, token, {
        accountId,
        knowledgeBaseId: running.knowledgeBaseId,
        question: QUESTION,
      });
      expect(indexed.chunkCount).toBe(1);
      expect(indexed.passages.join("\n")).toContain(NEW_TEXT);
    }, 30_000);
  },
);
