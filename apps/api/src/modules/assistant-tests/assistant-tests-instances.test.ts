import type { AssistantTestRun, AssistantTestRunDetail } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  createBareBot,
  type RunningApi,
  startApiInstances,
  stopApiProcesses,
} from "../../testing/api-process";
import { type HeldRequest, type HeldSite, startHeldSite } from "../../testing/held-site";
import { createServerDatabase } from "../../testing/test-database";

/*
 * Two API processes, as two instances behind a load balancer, on one PostgreSQL: runs of an
 * assistant's tests asked through both at once make one run, asked by one instance, whose results
 * both read the same. The assistant's site is being crawled meanwhile (its page held), so that
 * the run waits for it and none ends between the asks. Several processes on one database need a
 * PostgreSQL server: this runs in the postgres project only.
 */

describe.skipIf(process.env.API_TEST_DATABASE !== "postgres")(
  "the tests of an assistant with two API processes on one PostgreSQL",
  () => {
    let database: { url: string; drop(): Promise<void> } | undefined;
    const processes: RunningApi[] = [];
    let site: HeldSite | undefined;
    let crawl: HeldRequest | undefined;
    let token: string;
    let botId: number;

    beforeAll(async () => {
      database = await createServerDatabase();
      site = await startHeldSite();
      site.text = "Le marché a lieu le samedi matin.";
      const started = await startApiInstances(database.url, 2, {
        CRAWL_ALLOWED_HOSTS: "127.0.0.1",
      });
      processes.push(...started.instances);
      token = started.token;
      const [first] = processes as [RunningApi];
      const held = site.holdNext();
      const base = await callApi<{ id: number }>(
        first,
        "POST",
        "/api/url_knowledge_bases/",
        { name: "Marché", url: site.url },
        token,
      );
      crawl = await held;
      botId = await createBareBot(first, token, "Marché");
      await callApi(first, "PATCH", `/api/bots/${botId}/`, { text_knowledges: [base.id] }, token);
      for (const question of ["Horaires de la mairie ?", "Tarif de la cantine ?", "Où voter ?"]) {
        await callApi(
          first,
          "POST",
          "/api/assistant_tests/",
          { bot: botId, question, expect: "words", expected_words: ["mairie"] },
          token,
        );
      }
    }, 120_000);

    afterAll(async () => {
      crawl?.release();
      await stopApiProcesses(processes);
      await site?.close();
      await database?.drop();
    });

    it("makes one run of the runs asked through both at once, and both read its results", async () => {
      const [first, second] = processes as [RunningApi, RunningApi];
      const started = await Promise.all(
        [first, second, first, second].map((through) =>
          callApi<AssistantTestRun>(
            through,
            "POST",
            "/api/assistant_test_runs/",
            { bot: botId },
            token,
          ),
        ),
      );
      // The run waits for the crawl: every ask found it waiting, and shares it.
      const ids = new Set(started.map((run) => run.id));
      expect(ids.size).toBe(1);
      const runs = await callApi<{ results: AssistantTestRun[] }>(
        second,
        "GET",
        `/api/assistant_test_runs/?bot_id=${botId}`,
        undefined,
        token,
      );
      expect(runs.results.map((run) => ({ id: run.id, status: run.status }))).toEqual([
        { id: started[0]?.id, status: "pending" },
      ]);
      const [latest] = runs.results as [AssistantTestRun];
      crawl?.release();
      let ended: AssistantTestRunDetail | undefined;
      for (let attempt = 0; attempt < 300 && !ended; attempt += 1) {
        const run = await callApi<AssistantTestRunDetail>(
          first,
          "GET",
          `/api/assistant_test_runs/${latest.id}/`,
          undefined,
          token,
        );
        if (run.status === "succeeded") ended = run;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Each test asked once, once the site was read: its page never says "mairie".
      expect(ended).toMatchObject({ progress_done: 3, progress_total: 3, passed: 0, failed: 3 });
      expect(ended?.results.map((result) => result.question).sort()).toEqual([
        "Horaires de la mairie ?",
        "Où voter ?",
        "Tarif de la cantine ?",
      ]);
      expect(
        await callApi(second, "GET", `/api/assistant_test_runs/${latest.id}/`, undefined, token),
      ).toEqual(ended);
    });
  },
);
