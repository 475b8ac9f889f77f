import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresDb } from "../../db/postgres";
import type { Db } from "../../db/types";
import type { AppEnv } from "../../http/app-env";
import { listen, type RunningServer } from "../../server";
import {
  callApi,
  type RunningApi,
  startApiInstances,
  stopApiProcesses,
} from "../../testing/api-process";
import { type HeldSite, startHeldSite } from "../../testing/held-site";
import { indexedPassages, settledTask } from "../../testing/knowledge-checks";
import { createServerDatabase } from "../../testing/test-database";

const OLD_TEXT = "Le marché a lieu chaque mardi matin sur la place de l'église.";
const NEW_TEXT = "Le marché a lieu chaque samedi matin sur la place de la mairie.";
const QUESTION = "Quel jour a lieu le marché ?";

/** Polls `read` every 50 ms until it answers something, for `timeoutMs` at most. */
async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/*
 * Two API processes, as two instances behind a load balancer, on one PostgreSQL, each looking
 * every second for the scheduled crawls that are due: a site due is crawled once, not once per
 * instance. Several processes on one database need a PostgreSQL server: this runs in the
 * postgres project only.
 */

describe.skipIf(process.env.API_TEST_DATABASE !== "postgres")(
  "the schedules of sites with two API processes on one PostgreSQL",
  () => {
    let database: { url: string; drop(): Promise<void> } | undefined;
    let db: Db | undefined;
    let site: RunningServer;
    let heldSite: HeldSite;
    const processes: RunningApi[] = [];
    let token: string;

    beforeAll(async () => {
      const pages = new Hono<AppEnv>().get("*", (c) =>
        c.html("<html><body><h1>Mairie</h1><p>Ouverte du lundi au vendredi.</p></body></html>"),
      );
      site = await listen(pages, { port: 0, host: "127.0.0.1" });
      heldSite = await startHeldSite();
      database = await createServerDatabase();
      db = openPostgresDb(database.url, { poolSize: 2 });
      const started = await startApiInstances(database.url, 2, {
        CRAWL_ALLOWED_HOSTS: "127.0.0.1",
        SYNC_CHECK_SECONDS: "1",
      });
      processes.push(...started.instances);
      token = started.token;
    }, 120_000);

    afterAll(async () => {
      await stopApiProcesses(processes);
      await db?.close();
      await database?.drop();
      await site?.close();
      await heldSite?.close();
    });

    it("crawls a site whose schedule is due once, whichever instance finds it", async () => {
      const [first, second] = processes as [RunningApi, RunningApi];
      const bases: number[] = [];
      for (const name of ["Site A", "Site B", "Site C"]) {
        const created = await callApi<{ id: number }>(
          first,
          "POST",
          "/api/url_knowledge_bases/",
          { name, url: `${site.url}/${name.at(-1)}` },
          token,
        );
        await callApi(
          second,
          "PUT",
          `/api/url_knowledge_bases/${created.id}/schedule/`,
          { frequency: "daily", hour: 6 },
          token,
        );
        bases.push(created.id);
      }
      const tasksOf = async (id: number) =>
        (
          await callApi<{ results: { status: string }[] }>(
            second,
            "GET",
            `/api/tasks/?knowledge_base=${id}`,
            undefined,
            token,
          )
        ).results;
      // Their first crawls end, then their schedules come due at once.
      for (const id of bases) {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          if ((await tasksOf(id))[0]?.status === "succeeded") break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await db?.query(
        "UPDATE knowledge_bases SET next_sync_at = now() - interval '1 minute' WHERE id = ANY($1)",
        [bases],
      );
      // Each instance looks every second: give both several looks.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      for (const id of bases) expect(await tasksOf(id)).toHaveLength(2);
    });

    it("answers from the previous version while an instance killed mid-sync leaves it, then the other finishes the sync", async () => {
      const [first, second] = processes as [RunningApi, RunningApi];
      heldSite.text = OLD_TEXT;
      const created = await callApi<{ id: number; task: number }>(
        first,
        "POST",
        "/api/url_knowledge_bases/",
        { name: "Marché", url: heldSite.url, depth: 0, max_crawls: 1 },
        token,
      );
      await settledTask(first.url, token, created.task, 20_000);
      const accounts = await callApi<{ results: { id: number }[] }>(
        first,
        "GET",
        "/api/accounts/",
        undefined,
        token,
      );
      const read = (through: RunningApi) =>
        indexedPassages(through.url, token, {
          accountId: accounts.results[0]?.id ?? 0,
          knowledgeBaseId: created.id,
          question: QUESTION,
        });

      // The site changed; its weekly sync comes due, and its page is held mid-crawl.
      heldSite.text = NEW_TEXT;
      const held = heldSite.holdNext();
      await callApi(
        second,
        "PUT",
        `/api/url_knowledge_bases/${created.id}/schedule/`,
        { frequency: "weekly", hour: 6, weekday: 1 },
        token,
      );
      await db?.query(
        "UPDATE knowledge_bases SET next_sync_at = now() - interval '1 minute' WHERE id = $1",
        [created.id],
      );
      const request = await waitFor("the sync's page request", async () => {
        const race = await Promise.race([held, new Promise((r) => setTimeout(r, 50))]);
        return race as Awaited<typeof held> | undefined;
      });
      const sync = await waitFor("the sync's task", async () => {
        const { results } = await callApi<{ results: { id: number }[] }>(
          second,
          "GET",
          `/api/tasks/?knowledge_base=${created.id}`,
          undefined,
          token,
        );
        return results.find((task) => task.id !== created.task)?.id;
      });
      const started = new RegExp(`"msg":"Ingestion started","taskId":${sync},`);
      const holder = await waitFor("the log of the sync's start", async () =>
        processes.find((api) => started.test(api.output())),
      );
      const other = holder === first ? second : first;
      holder.child.kill("SIGKILL");
      await holder.exited;

      // Visitors still get the version before the sync, whole.
      const during = await read(other);
      expect(during.chunkCount).toBe(1);
      expect(during.passages.join("\n")).toContain(OLD_TEXT);
      expect(during.passages.join("\n")).not.toContain("samedi");

      // The killed instance's request is gone; the other takes the sync over and ends it.
      request.release();
      expect(await settledTask(other.url, token, sync, 30_000)).toMatchObject({
        status: "succeeded",
        errors: [],
      });
      const after = await read(other);
      expect(after.passages.join("\n")).toContain(NEW_TEXT);
      expect(after.passages.join("\n")).not.toContain("mardi");
    }, 60_000);
  },
);
