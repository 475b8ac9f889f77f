import type { AssistantTestRun, AssistantTestRunDetail, TestRunTrigger } from "@org/api-client";
import { type Actor, accountScope } from "../../actor";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { botIsVisible } from "../bots/visible-bot";
import { botsAnsweringFrom } from "../bots-answering-from";
import { RESULT_BEFORE, RESULT_CHANGE } from "./result-change";

// The runs of an assistant's tests: tasks of the queue (kind `assistant_test`), with the result
// of each test they asked.

const NO_TESTS = "This assistant has no tests to run.";

const COLUMNS = `run.id, run.bot_id AS bot, run.status, run.test_trigger AS trigger,
  run.progress_done, run.progress_total, run.created_at, run.started_at, run.finished_at,
  CASE WHEN run.status = 'failed' THEN run.errors->0->>'message' END AS failure,
  COALESCE(figures.passed, 0) AS passed, COALESCE(figures.failed, 0) AS failed,
  COALESCE(figures.regressed, 0) AS regressed, COALESCE(figures.fixed, 0) AS fixed`;
const FROM = `tasks run JOIN bots b ON b.id = run.bot_id
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE r.passed)::int AS passed,
           count(*) FILTER (WHERE NOT r.passed)::int AS failed,
           count(*) FILTER (WHERE before.passed AND NOT r.passed)::int AS regressed,
           count(*) FILTER (WHERE NOT before.passed AND r.passed)::int AS fixed
      FROM assistant_test_results r ${RESULT_BEFORE}
     WHERE r.task_id = run.id) figures ON true`;
const IS_RUN = "run.kind = 'assistant_test'";

/**
 * Queues a run of the bot's tests and answers its task; a run of that bot still waiting is
 * reused, as it will ask every test as they are when it starts. Answers undefined, queuing
 * nothing, when the bot has no tests. The bot's row is locked meanwhile, so that requests at once
 * on several instances queue one run.
 */
export function queueTestRun(
  db: Db,
  botId: number,
  trigger: TestRunTrigger,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT 1 FROM bots WHERE id = $1 FOR NO KEY UPDATE", [botId]);
    const waiting = await tx.query<{ id: number }>(
      `SELECT id FROM tasks
        WHERE bot_id = $1 AND kind = 'assistant_test' AND status = 'pending' LIMIT 1`,
      [botId],
    );
    if (waiting.rows[0]) return waiting.rows[0].id;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO tasks (kind, account_id, bot_id, test_trigger)
       SELECT 'assistant_test', b.account_id, b.id, $2 FROM bots b
        WHERE b.id = $1 AND EXISTS (SELECT 1 FROM assistant_tests t WHERE t.bot_id = b.id)
       RETURNING id`,
      [botId, trigger],
    );
    return rows[0]?.id;
  });
}

/**
 * The bot's tests run again once what it answers from changed (its knowledge bases, or its
 * curated answers); the change is made whatever happens to that run, a failure to queue it is
 * only logged.
 */
export async function testAfterChange(
  { db, tasks, logger }: Pick<AppDeps, "db" | "tasks" | "logger">,
  botId: number,
  trigger: Exclude<TestRunTrigger, "manual">,
): Promise<void> {
  try {
    if ((await queueTestRun(db, botId, trigger)) !== undefined) tasks.notify();
  } catch (error) {
    logger.error("Could not queue the tests after a change of the assistant", {
      botId,
      trigger,
      error,
    });
  }
}

/**
 * Queues a run of the tests of every bot answering from the knowledge base, after a change of
 * what it holds (an ingestion or an embedding ended).
 */
export async function queueTestRunsOfKnowledgeBase(db: Db, knowledgeBaseId: number): Promise<void> {
  for (const botId of await botsAnsweringFrom(db, [knowledgeBaseId])) {
    await queueTestRun(db, botId, "knowledge");
  }
}

/** Queues a run asked for by a user: a 400 when the bot has no tests. */
export async function startTestRun(db: Db, actor: Actor, botId: number): Promise<AssistantTestRun> {
  if (!(await botIsVisible(db, actor, botId))) {
    throw new ValidationError({ bot: [messages.invalidPk(botId)] });
  }
  const id = await queueTestRun(db, botId, "manual");
  if (id === undefined) throw new ValidationError({ bot: [NO_TESTS] });
  return getTestRun(db, actor, id);
}

/** The runs of the bots the actor may see (of one bot, of one account), latest first. */
export function listTestRuns(
  db: Db,
  actor: Actor,
  filters: { botId?: number; account?: number },
  page: PageRequest,
): Promise<Page<AssistantTestRun>> {
  const params: unknown[] = [];
  const where = [IS_RUN, accountScope(actor, "b.account_id", params)];
  if (filters.botId !== undefined) {
    params.push(filters.botId);
    where.push(`run.bot_id = $${params.length}`);
  }
  if (filters.account !== undefined) {
    params.push(filters.account);
    where.push(`b.account_id = $${params.length}`);
  }
  return selectPage<AssistantTestRun>(
    db,
    { columns: COLUMNS, from: FROM, where: where.join(" AND "), orderBy: "run.id DESC", params },
    page,
  );
}

export async function getTestRun(db: Db, actor: Actor, id: number): Promise<AssistantTestRun> {
  const params: unknown[] = [id];
  const { rows } = await db.query<AssistantTestRun>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE run.id = $1 AND ${IS_RUN} AND ${accountScope(actor, "b.account_id", params)}`,
    params,
  );
  const found = rows[0];
  if (!found) throw new NotFoundError();
  return found;
}

/**
 * A run with each test's result: those that no longer pass first, then the other failures, then
 * those passed, each in the order they were asked.
 */
export async function getTestRunDetail(
  db: Db,
  actor: Actor,
  id: number,
): Promise<AssistantTestRunDetail> {
  const run = await getTestRun(db, actor, id);
  const { rows } = await db.query<AssistantTestRunDetail["results"][number]>(
    `SELECT r.test_id AS test, r.question, r.expect, r.passed, r.failure, r.missing_words,
            ${RESULT_CHANGE} AS change, r.answer, r.sources, r.curated_answer_id AS curated_answer
       FROM assistant_test_results r JOIN tasks run ON run.id = r.task_id ${RESULT_BEFORE}
      WHERE r.task_id = $1
      ORDER BY r.passed, COALESCE(before.passed, false) DESC, r.position`,
    [id],
  );
  return { ...run, results: rows };
}
