import type { BotLanguage } from "@org/api-client";
import type { WriteGuard } from "@org/knowledge";
import type { AppDeps } from "../../app-deps";
import { QUESTION_EMBEDDING_TIMEOUT_MS } from "../../constants";
import type { Db } from "../../db/types";
import { embeddingSettingsOf, providerSettingsOf } from "../accounts/service";
import { botReply } from "../chat/reply";
import { judgeReply, type TestToRun } from "./judging";

// A run of an assistant's tests: each question asked as a visitor would ask it (its curated
// answers, then its knowledge bases), in a conversation of its own, and its answer judged.

/** What the run of a task needs from the task runner. */
export interface TestRunAttempt {
  taskId: number;
  signal: AbortSignal;
  /** Renews the lease and records the progress; a lost claim stops the run. */
  beat(progress: { done: number; total: number }): Promise<void>;
  /** Run last in each transaction writing results: refuses the writes of a lost claim. */
  guard: WriteGuard;
}

interface BotToTest {
  id: number;
  model: string;
  systemPrompt: string;
  language: BotLanguage;
  openai_api_key: string | null;
  openai_base_url: string | null;
  embedding_model: string | null;
  knowledge_bases: { id: number; version: string }[];
}

/**
 * Asks every test of the bot and writes each result as it comes, with the progress. Answers false
 * when the bot is gone (its tests with it). Throws when an answer could not be written (a
 * provider that failed): the run fails, and may be started again.
 */
export async function runTests(
  deps: Pick<AppDeps, "db" | "config" | "engine" | "logger">,
  botId: number,
  attempt: TestRunAttempt,
): Promise<boolean> {
  const { db, config } = deps;
  const bot = await botToTest(db, botId);
  if (!bot) return false;
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
  const provider = providerSettingsOf(config, bot);
  const { embedder } = embeddingSettingsOf(
    config,
    bot,
    Math.min(config.providerTimeoutMs, QUESTION_EMBEDDING_TIMEOUT_MS),
  );
  for (const [position, test] of tests.entries()) {
    attempt.signal.throwIfAborted();
    const reply = await botReply(deps, {
      db,
      bot: { id: bot.id, model: bot.model, systemPrompt: bot.systemPrompt, language: bot.language },
      knowledgeBaseIds: bot.knowledge_bases.map((base) => base.id),
      indexVersions: new Map(bot.knowledge_bases.map((base) => [base.id, base.version])),
      question: test.question,
      history: [],
      provider,
      embedder,
    });
    const verdict = judgeReply(test, reply);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO assistant_test_results (task_id, position, test_id, question, expect, passed,
           failure, missing_words, answer, sources, curated_answer_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
  return true;
}

/** The bot as its answers need it, active or not (an owner tests a bot before opening it). */
async function botToTest(db: Db, botId: number): Promise<BotToTest | undefined> {
  const { rows } = await db.query<BotToTest>(
    `SELECT b.id, b.model, b.system_prompt AS "systemPrompt", b.language, a.openai_api_key,
            a.openai_base_url, a.embedding_model,
            COALESCE((SELECT json_agg(json_build_object('id', k.id, 'version', k.index_version::text)
                                      ORDER BY k.id)
                        FROM bot_knowledge_bases l
                        JOIN knowledge_bases k ON k.id = l.knowledge_base_id
                       WHERE l.bot_id = b.id AND k.is_active), '[]') AS knowledge_bases
       FROM bots b JOIN accounts a ON a.id = b.account_id
      WHERE b.id = $1`,
    [botId],
  );
  return rows[0];
}
