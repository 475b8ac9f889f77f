import type { AssistantTestRun, AssistantTestRunDetail } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  createBareBot,
  type RunningApi,
  startApiInstances,
  stopApiProcesses,
} from "../../testing/api-process";
import { createServerDatabase } from "../../testing/test-database";

/*
 * Two API processes, as two instances behind a load balancer, on one PostgreSQL: runs of an
 * assistant's tests asked through both at once make one run, asked by one instance, whose results
 * both read the same. Several processes on one database need a PostgreSQL server: this runs in
 * the postgres project only.
 */

describe.skipIf(process.env.API_TEST_DATABASE !== "postgres")(
  "the tests of an assistant with two API processes on one PostgreSQL",
  () => {
    let database: { url: string; drop(): Promise<void> } | undefined;
    const processes: RunningApi[] = [];
    let token: string;
    let botId: number;

    beforeAll(async () => {
      database = await createServerDatabase();
      const started = await startApiInstances(database.url, 2);
      processes.push(...started.instances);
      token = started.token;
      const [first] = processes as [RunningApi];
      botId = await createBareBot(first, token, "Sans connaissances");
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
      await stopApiProcesses(processes);
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
      const ids = new Set(started.map((run) => run.id));
      // One waiting run at a time: the first may have started before the others were asked,
      // which then share a second one.
      expect(ids.size).toBeLessThanOrEqual(2);
      const runs = await callApi<{ results: AssistantTestRun[] }>(
        second,
        "GET",
        `/api/assistant_test_runs/?bot_id=${botId}`,
        undefined,
        token,
      );
      expect(runs.results.map((run) => run.id).sort()).toEqual([...ids].sort());
      const [latest] = runs.results as [AssistantTestRun];
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
      // Each test asked once: an assistant without knowledge says it does not know.
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
