import type { AssistantTest, AssistantTestPayload, AssistantTestUpdate } from "@org/api-client";
import { type Actor, accountScope } from "../../actor";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { botIsVisible } from "../bots/visible-bot";
import { askedAsItIs, RESULT_BEFORE, RESULT_CHANGE } from "./result-change";

// The questions an owner keeps to test an assistant, with what a right answer to each is.

/**
 * A test's last result is from the latest run that asked it as it is: a test changed since has
 * none until a run asks it again.
 */
const COLUMNS = `t.id, t.bot_id AS bot, t.question, t.expect, t.expected_url,
  t.expected_curated_answer_id AS expected_curated_answer, t.expected_words, t.created_at,
  t.updated_at,
  (SELECT json_build_object('run', r.task_id, 'passed', r.passed, 'change', ${RESULT_CHANGE})
     FROM assistant_test_results r JOIN tasks run ON run.id = r.task_id ${RESULT_BEFORE}
    WHERE r.test_id = t.id AND run.status = 'succeeded' AND ${askedAsItIs("run", "t.updated_at")}
    ORDER BY run.id DESC LIMIT 1) AS last_result`;
const FROM = "assistant_tests t JOIN bots b ON b.id = t.bot_id";

/** The tests of the bots the actor may see, in the order they were written. */
export function listAssistantTests(
  db: Db,
  actor: Actor,
  filters: { botId?: number },
  page: PageRequest,
): Promise<Page<AssistantTest>> {
  const params: unknown[] = [];
  const where = [accountScope(actor, "b.account_id", params)];
  if (filters.botId !== undefined) {
    params.push(filters.botId);
    where.push(`t.bot_id = $${params.length}`);
  }
  return selectPage<AssistantTest>(
    db,
    { columns: COLUMNS, from: FROM, where: where.join(" AND "), orderBy: "t.id", params },
    page,
  );
}

export async function getAssistantTest(db: Db, actor: Actor, id: number): Promise<AssistantTest> {
  const params: unknown[] = [id];
  const { rows } = await db.query<AssistantTest>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE t.id = $1 AND ${accountScope(actor, "b.account_id", params)}`,
    params,
  );
  const found = rows[0];
  if (!found) throw new NotFoundError();
  return found;
}

/** A test's expectation as stored: the field its kind names, the others cleared. */
interface Expectation {
  expect: AssistantTest["expect"];
  url: string | null;
  curatedAnswer: number | null;
  words: string[];
}

/**
 * The expectation a test's fields give, checked: its kind's field is required (a 400 naming it),
 * and a curated answer must be one of the same bot's.
 */
async function checkedExpectation(
  db: Db,
  botId: number,
  fields: Pick<
    AssistantTestPayload,
    "expect" | "expected_url" | "expected_curated_answer" | "expected_words"
  >,
): Promise<Expectation> {
  const expectation: Expectation = {
    expect: fields.expect,
    url: null,
    curatedAnswer: null,
    words: [],
  };
  if (fields.expect === "page") {
    if (!fields.expected_url) throw new ValidationError({ expected_url: [messages.required] });
    expectation.url = fields.expected_url;
  } else if (fields.expect === "curated_answer") {
    const id = fields.expected_curated_answer;
    if (id === undefined || id === null) {
      throw new ValidationError({ expected_curated_answer: [messages.required] });
    }
    const { rows } = await db.query("SELECT 1 FROM curated_answers WHERE id = $1 AND bot_id = $2", [
      id,
      botId,
    ]);
    if (rows.length === 0) {
      throw new ValidationError({ expected_curated_answer: [messages.invalidPk(id)] });
    }
    expectation.curatedAnswer = id;
  } else {
    const words = [...new Set(fields.expected_words ?? [])];
    if (words.length === 0) throw new ValidationError({ expected_words: [messages.required] });
    expectation.words = words;
  }
  return expectation;
}

export async function createAssistantTest(
  db: Db,
  actor: Actor,
  input: AssistantTestPayload,
): Promise<AssistantTest> {
  if (!(await botIsVisible(db, actor, input.bot))) {
    throw new ValidationError({ bot: [messages.invalidPk(input.bot)] });
  }
  const expectation = await checkedExpectation(db, input.bot, input);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO assistant_tests
       (bot_id, question, expect, expected_url, expected_curated_answer_id, expected_words)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.bot,
      input.question,
      expectation.expect,
      expectation.url,
      expectation.curatedAnswer,
      expectation.words,
    ],
  );
  return getAssistantTest(db, actor, (rows[0] as { id: number }).id);
}

/**
 * Changes a test; only a change of its question or of what a right answer is counts as one
 * (`updated_at`), so that a test saved as it was keeps its last result.
 */
export async function updateAssistantTest(
  db: Db,
  actor: Actor,
  id: number,
  changes: AssistantTestUpdate,
): Promise<AssistantTest> {
  return db.transaction(async (tx) => {
    // Locked before it is read: a change made at the same moment is read, not written over.
    await lockAssistantTest(tx, actor, id);
    const current = await getAssistantTest(tx, actor, id);
    const expect = changes.expect ?? current.expect;
    const expectation = await checkedExpectation(tx, current.bot, {
      expect,
      expected_url:
        changes.expected_url === undefined ? current.expected_url : changes.expected_url,
      expected_curated_answer:
        changes.expected_curated_answer === undefined
          ? current.expected_curated_answer
          : changes.expected_curated_answer,
      expected_words: changes.expected_words ?? current.expected_words,
    });
    const question = changes.question ?? current.question;
    const changed =
      question !== current.question ||
      expectation.expect !== current.expect ||
      expectation.url !== current.expected_url ||
      expectation.curatedAnswer !== current.expected_curated_answer ||
      JSON.stringify(expectation.words) !== JSON.stringify(current.expected_words);
    // Changed at the moment it is written, not when the transaction began: a run that begins
    // meanwhile reads the test as it was, and its result then counts for the test as it was.
    await tx.query(
      `UPDATE assistant_tests
        SET question = $2, expect = $3, expected_url = $4, expected_curated_answer_id = $5,
            expected_words = $6, updated_at = CASE WHEN $7 THEN clock_timestamp() ELSE updated_at END
      WHERE id = $1`,
      [
        id,
        question,
        expectation.expect,
        expectation.url,
        expectation.curatedAnswer,
        expectation.words,
        changed,
      ],
    );
    return getAssistantTest(tx, actor, id);
  });
}

/**
 * Locks a test the actor may see until the transaction ends (NO KEY: results keep being written
 * for it meanwhile). Another account's test is refused as an unknown one, neither locked nor
 * waited for while its own account changes it: the wait would tell that it exists.
 */
async function lockAssistantTest(tx: Db, actor: Actor, id: number): Promise<void> {
  const params: unknown[] = [id];
  const { rows } = await tx.query(
    `SELECT 1 FROM ${FROM} WHERE t.id = $1 AND ${accountScope(actor, "b.account_id", params)}
     FOR NO KEY UPDATE OF t`,
    params,
  );
  if (rows.length === 0) throw new NotFoundError();
}

export async function deleteAssistantTest(db: Db, actor: Actor, id: number): Promise<void> {
  await getAssistantTest(db, actor, id);
  await db.query("DELETE FROM assistant_tests WHERE id = $1", [id]);
}
