import { createKnowledgeEngine } from "@org/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { seededDemo } from "../../testing/fixtures";
import { type HeldRequest, type HeldSite, startHeldSite } from "../../testing/held-site";
import { indexedPassages, settledTask, taskState } from "../../testing/knowledge-checks";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { TaskRunner } from "./task-runner";

/*
 * A task attempt owns its writes: once its task was claimed again (its lease ran out and another
 * instance took it over), it writes neither chunks nor the task's end, and its heartbeat stops
 * it. Two runners on one database stand for two instances.
 */

const OLD_TEXT = "Le marché a lieu chaque mardi matin sur la place de l'église.";
const NEW_TEXT = "Le marché a lieu chaque samedi matin sur la place de la mairie.";
const QUESTION = "Quel jour a lieu le marché ?";

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms),
    ),
  ]);
}

describe("a task attempt whose task was claimed again", () => {
  let site: HeldSite;

  beforeAll(async () => {
    site = await startHeldSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  /** A URL knowledge base whose first ingestion is held on its page, with the old text. */
  async function heldIngestion(api: TestApi, token: string, accountId: number) {
    site.text = OLD_TEXT;
    const held = site.holdNext();
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Marché", url: site.url, depth: 0, max_crawls: 1, account: accountId },
    });
    expect(created.status).toBe(201);
    const first: HeldRequest = await within(held, 10_000, "the first attempt's page request");
    site.text = NEW_TEXT;
    return {
      knowledgeBaseId: created.body.id as number,
      taskId: created.body.task as number,
      first,
    };
  }

  it("writes neither its chunks nor the task's end: the newer attempt's text stays indexed", async () => {
    // A lease longer than the test: the first attempt's heartbeat does not run meanwhile, so its
    // writes are refused by the fence they carry, not by the heartbeat.
    const api = await startTestApi({
      config: { crawlAllowedHosts: ["127.0.0.1"], taskLeaseSeconds: 600 },
    });
    try {
      const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
      const { accountId } = await seededDemo(api);
      const { knowledgeBaseId, taskId, first } = await heldIngestion(api, token, accountId);

      // The first attempt's instance looks dead: its lease runs out, another instance claims
      // the task and indexes the page as it is now.
      await api.db.query(
        "UPDATE tasks SET lease_expires_at = now() - interval '1 second' WHERE id = $1",
        [taskId],
      );
      const silent = createLogger("silent");
      const other = new TaskRunner(
        {
          db: api.db,
          engine: createKnowledgeEngine({ logger: silent }),
          config: api.config,
          logger: silent,
        },
        { pollIntervalMs: 60_000 },
      );
      other.start();
      const taken = await settledTask(api.url, token, taskId);
      await other.stop();
      expect(taken).toMatchObject({ status: "succeeded", errors: [] });

      // The first attempt gets its page at last, the old text, and tries to write it.
      first.release();
      expect(await first.closed).toEqual({ answered: true });
      // The server's runner takes one task at a time: once a later task is done, so is the
      // first attempt.
      const later = await api.request("POST", "/api/text_knowledge_bases/", {
        token,
        json: { name: "Plus tard", value: "Une autre base.", account: accountId },
      });
      const laterTasks = await api.request("GET", `/api/tasks/?knowledge_base=${later.body.id}`, {
        token,
      });
      expect((await settledTask(api.url, token, laterTasks.body.results[0].id)).status).toBe(
        "succeeded",
      );

      expect(await taskState(api.url, token, taskId)).toMatchObject({
        status: "succeeded",
        errors: [],
      });
      const indexed = await indexedPassages(api.url, token, {
        accountId,
        knowledgeBaseId,
        question: QUESTION,
      });
      expect(indexed.chunkCount).toBe(1);
      expect(indexed.passages.length).toBeGreaterThan(0);
      for (const passage of indexed.passages) {
        expect(passage).toContain(NEW_TEXT);
        expect(passage).not.toContain("mardi");
      }
      const { rows } = await api.db.query("SELECT attempts FROM tasks WHERE id = $1", [taskId]);
      expect(rows[0]).toEqual({ attempts: 2 });
    } finally {
      await api.close();
    }
  });

  it("is stopped by its heartbeat at once, and the task is then run again to the end", async () => {
    // A two-second lease: the heartbeat beats every half second.
    const api = await startTestApi({
      config: { crawlAllowedHosts: ["127.0.0.1"], taskLeaseSeconds: 2 },
    });
    try {
      const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
      const { accountId } = await seededDemo(api);
      const { knowledgeBaseId, taskId, first } = await heldIngestion(api, token, accountId);

      // Another instance claims the task (each claim counts one more attempt: the fence).
      await api.db.query("UPDATE tasks SET attempts = attempts + 1 WHERE id = $1", [taskId]);
      // The first attempt's next heartbeat sees it and stops: its page request is dropped.
      expect(await within(first.closed, 2000, "the first attempt stopping")).toEqual({
        answered: false,
      });

      // The claim that took it over is never renewed (no instance holds it): its lease runs
      // out and the server runs the task again, reading the page as it is now.
      const done = await settledTask(api.url, token, taskId, 15_000);
      expect(done).toMatchObject({ status: "succeeded", errors: [] });
      const indexed = await indexedPassages(api.url, token, {
        accountId,
        knowledgeBaseId,
        question: QUESTION,
      });
      expect(indexed.chunkCount).toBe(1);
      expect(indexed.passages.join("\n")).toContain(NEW_TEXT);
      const { rows } = await api.db.query("SELECT attempts FROM tasks WHERE id = $1", [taskId]);
      expect(rows[0]).toEqual({ attempts: 3 });
    } finally {
      await api.close();
    }
  });
});
