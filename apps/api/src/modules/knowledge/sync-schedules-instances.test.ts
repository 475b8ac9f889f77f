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
import { createServerDatabase } from "../../testing/test-database";

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
    const processes: RunningApi[] = [];
    let token: string;

    beforeAll(async () => {
      const pages = new Hono<AppEnv>().get("*", (c) =>
        c.html("<html><body><h1>Mairie</h1><p>Ouverte du lundi au vendredi.</p></body></html>"),
      );
      site = await listen(pages, { port: 0, host: "127.0.0.1" });
      database = await createServerDatabase();
      db = openPostgresDb(database.url, 2);
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
  },
);
