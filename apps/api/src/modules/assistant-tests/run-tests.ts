import type { WriteGuard } from "@org/knowledge";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/types";
import { ServiceUnavailableError } from "../../errors";
import { botQuery } from "../bots/active-bot";
import { botReply } from "../chat/reply";
import { type ReplyingBot, replyingBotSettings } from "../chat/replying-bot";
import { EMBEDDING_COLUMNS } from "../provider-settings/embedding-settings";
import { judgeReply, type TestToRun } from "./judging";

// A run of an assistant's tests: each question asked as a visitor would ask it (its curated
// answers, then its knowledge bases), in a conversation of its own, and its answer judged.

/**
 * Passages quoted because the bot's model failed say nothing of how its model answers: judged,
 * they would pass or fail the bot on answers it was not set to give, so the run fails instead.
 */
const MODEL_DID_NOT_ANSWER =
  "The model's provider failed: passages were quoted in place of the assistant's answer.";

/** What the run of a task needs from the task runner. */
export interface TestRunAttempt {
  taskId: number;
  signal: AbortSignal;
  /** Renews the lease and records the progress; a lost claim stops the run. */
  beat(progress: { done: number; total: number }): Promise<void>;
  /** Run last in each transaction writing results: refuses the writes of a lost claim. */
  guard: WriteGuard;
}

interface BotToTest extends ReplyingBot {
  /** Its active knowledge bases. */
  knowledge_bases: number[];
}

/**
 * Asks every test of the bot and writes each result as it comes, with the progress. Throws when
 * an answer could not be given, or was passages quoted in place of the bot's model (a provider
 * that failed): the run fails, and may be started again.
 * A bot deleted meanwhile takes its run with it (the task is gone, its writes are refused).
 */
export async function runTests(
  deps: Pick<AppDeps, "db" | "config" | "engine" | "logger">,
  botId: number,
  attempt: TestRunAttempt,
): Promise<void> {
  const { db, config } = deps;
  const bot = await botToTest(db, botId);
  if (!bot) return;
  const { rows: tests } = await db.query<TestToRun>(
    `SELECT id, question, expect, expected_url,
            expected_curated_answer_id AS expected_curated_answer, expected_words
       FROM assistant_tests WHERE bot_id = $1 ORDER BY id`,
    [botId],
  );
  // An earlier attempt of this run (its instance stopped) may have left results: it starts over.
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM assistant_test_results WHERE task_id = $1", [attempt.taskId]);
    await attempt.guard(tx);
  });
  await attempt.beat({ done: 0, total: tests.length });
  const replying = replyingBotSettings(config, bot);
  // A test deleted meanwhile is still asked, its result kept without it (`test_id` NULL).
  for (const [position, test] of tests.entries()) {
    attempt.signal.throwIfAborted();
    const reply = await botReply(deps, {
      db,
      ...replying,
      // The engine reads the bases' versions itself at each question: one may be ingested again
      // while the run goes on.
      knowledgeBaseIds: bot.knowledge_bases,
      question: test.question,
      history: [],
    });
    if (reply.outcome === "provider_fallback") {
      throw new ServiceUnavailableError(MODEL_DID_NOT_ANSWER);
    }
    const verdict = judgeReply(test, reply);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO assistant_test_results (task_id, position, test_id, question, expect, passed,
           failure, missing_words, answer, sources, curated_answer_id)
         VALUES ($1, $2, (SELECT id FROM assistant_tests WHERE id = $3), $4, $5, $6, $7, $8, $9,
                 $10, $11)`,
        [
          attempt.taskId,
          position,
          test.id,
          test.question,
          test.expect,
          verdict.passed,
          verdict.failure,
          verdict.missingWords,
          reply.answer,
          [...new Set(reply.links.map((link) => link.url).filter(Boolean))],
          reply.curatedAnswerId,
        ],
      );
      await attempt.guard(tx);
    });
    await attempt.beat({ done: position + 1, total: tests.length });
  }
}

/** The bot as its answers need it, active or not (an owner tests a bot before opening it). */
async function botToTest(db: Db, botId: number): Promise<BotToTest | undefined> {
  const { rows } = await db.query<BotToTest>(
    botQuery(
      "$1",
      `, ${EMBEDDING_COLUMNS},
       ARRAY(SELECT k.id FROM bot_knowledge_bases l
               JOIN knowledge_bases k ON k.id = l.knowledge_base_id
              WHERE l.bot_id = b.id AND k.is_active ORDER BY k.id) AS knowledge_bases`,
    ),
    [botId],
  );
  return rows[0];
}
