import type { MissedQuestion } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  createBareBot,
  type RunningApi,
  startApiInstances,
  stopApiProcesses,
} from "../../testing/api-process";
import { credentialsOf } from "../../testing/fixtures";
import { createServerDatabase } from "../../testing/test-database";

/*
 * Two API processes, as two instances behind a load balancer, on one PostgreSQL: visitors asking
 * a new question in several wordings at once, through both, make one question to improve; what
 * the owner marks through one is what the other files under. Several processes on one database
 * need a PostgreSQL server: this runs in the postgres project only.
 */

describe.skipIf(process.env.API_TEST_DATABASE !== "postgres")(
  "questions to improve with two API processes on one PostgreSQL",
  () => {
    let database: { url: string; drop(): Promise<void> } | undefined;
    const processes: RunningApi[] = [];
    let token: string;
    let botId: number;

    /** Asks a question in a new session, through one process. */
    const ask = async (through: RunningApi, message: string) => {
      const session = await callApi<{ session_id: number; session_secret: string }>(
        through,
        "POST",
        "/api/sessions/start",
        { bot_id: botId },
      );
      await callApi(through, "POST", "/api/sessions/message", {
        ...credentialsOf(session),
        message,
      });
    };
    const questions = async (through: RunningApi) =>
      (
        await callApi<{ results: MissedQuestion[] }>(
          through,
          "GET",
          `/api/missed_questions/?bot_id=${botId}`,
          undefined,
          token,
        )
      ).results;

    beforeAll(async () => {
      database = await createServerDatabase();
      const started = await startApiInstances(database.url, 2);
      processes.push(...started.instances);
      token = started.token;
      const [first] = processes as [RunningApi];
      botId = await createBareBot(first, token, "Sans connaissances");
    }, 120_000);

    afterAll(async () => {
      await stopApiProcesses(processes);
      await database?.drop();
    });

    it("files alike wordings asked at once through both processes under one question", async () => {
      const [first, second] = processes as [RunningApi, RunningApi];
      const wordings = [
        "Comment renouveler ma carte de stationnement résident ?",
        "renouveler carte stationnement resident",
        "Comment renouveller ma carte de stationnement résident",
        "Renouveler la carte de stationnement de résident ?",
        "comment renouveler sa carte stationnement résident ?",
        "Carte de stationnement résident : comment la renouveler ?",
      ];
      await Promise.all(wordings.map((wording, at) => ask(at % 2 ? second : first, wording)));
      const listed = await questions(second);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ asked: 6, status: "todo" });
      expect(await questions(first)).toEqual(listed);
    });

    it("brings a question marked fixed through one process back to do when missed through the other", async () => {
      const [first, second] = processes as [RunningApi, RunningApi];
      const [question] = (await questions(first)) as [MissedQuestion];
      await callApi(
        first,
        "PATCH",
        `/api/missed_questions/${question.id}/`,
        { status: "fixed" },
        token,
      );
      await ask(second, "Renouveler ma carte de stationnement résident ?");
      expect(await questions(first)).toEqual([
        expect.objectContaining({ id: question.id, status: "todo", reopened: true, asked: 7 }),
      ]);
    });
  },
);
