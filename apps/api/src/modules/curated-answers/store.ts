import type { CuratedAnswer, CuratedAnswerPayload, CuratedAnswerUpdate } from "@org/api-client";
import { type Actor, accountScope, hasPermissions } from "../../actor";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { isUniqueViolation } from "../../db/errors";
import type { Db } from "../../db/types";
import { ConflictError, NotFoundError, PermissionDeniedError, ValidationError } from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { botIsVisible } from "../bots/visible-bot";
import { storeWordings, wordingsToStore } from "./wordings";

// The answers an organisation wrote itself, kept with the wordings they are matched by.

const QUESTION_TAKEN = "This assistant already has a curated answer to that question.";

const COLUMNS = `c.id, c.bot_id AS bot, c.question, c.answer, c.link, c.created_at, c.updated_at,
  ARRAY(SELECT w.wording FROM curated_answer_wordings w
         WHERE w.curated_answer_id = c.id AND w.position > 0 ORDER BY w.position) AS wordings,
  (SELECT count(*)::int FROM messages m WHERE m.curated_answer_id = c.id) AS uses`;
const FROM = "curated_answers c JOIN bots b ON b.id = c.bot_id";

export interface CuratedAnswerFilters {
  botId?: number;
  /** Keeps those whose question, a wording or the answer holds this text. */
  search?: string;
  /** Keeps the one whose question is this one, case aside, as a bot's questions are told apart. */
  question?: string;
}

/** The curated answers of the bots the actor may see, latest changed first. */
export function listCuratedAnswers(
  db: Db,
  actor: Actor,
  filters: CuratedAnswerFilters,
  page: PageRequest,
): Promise<Page<CuratedAnswer>> {
  const params: unknown[] = [];
  const where = [accountScope(actor, "b.account_id", params)];
  if (filters.botId !== undefined) {
    params.push(filters.botId);
    where.push(`c.bot_id = $${params.length}`);
  }
  if (filters.search !== undefined) {
    params.push(`%${filters.search.replace(/[\\%_]/g, "\\$&")}%`);
    const like = `ILIKE $${params.length}`;
    where.push(`(c.question ${like} OR c.answer ${like} OR EXISTS (
      SELECT 1 FROM curated_answer_wordings w WHERE w.curated_answer_id = c.id AND w.wording ${like}))`);
  }
  if (filters.question !== undefined) {
    params.push(filters.question);
    where.push(`lower(c.question) = lower($${params.length})`);
  }
  return selectPage<CuratedAnswer>(
    db,
    {
      columns: COLUMNS,
      from: FROM,
      where: where.join(" AND "),
      orderBy: "c.updated_at DESC, c.id DESC",
      params,
    },
    page,
  );
}

export async function getCuratedAnswer(db: Db, actor: Actor, id: number): Promise<CuratedAnswer> {
  const params: unknown[] = [id];
  const { rows } = await db.query<CuratedAnswer>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1 AND ${accountScope(actor, "b.account_id", params)}`,
    params,
  );
  const found = rows[0];
  if (!found) throw new NotFoundError();
  return found;
}

/**
 * Adds a curated answer to a bot; given the question to improve it answers (of the same bot),
 * that question is marked fixed.
 */
export async function createCuratedAnswer(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  actor: Actor,
  input: CuratedAnswerPayload,
): Promise<CuratedAnswer> {
  const { db } = deps;
  mayMarkFixed(actor, input.missed_question);
  if (!(await botIsVisible(db, actor, input.bot))) {
    throw new ValidationError({ bot: [messages.invalidPk(input.bot)] });
  }
  const wordings = await wordingsToStore(deps, input.bot, input.question, input.wordings ?? []);
  const id = await uniqueQuestion(() =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO curated_answers (bot_id, question, answer, link) VALUES ($1, $2, $3, $4)
         RETURNING id`,
        [input.bot, input.question, input.answer, input.link ?? null],
      );
      const created = (rows[0] as { id: number }).id;
      await storeWordings(tx, created, wordings);
      if (input.missed_question !== undefined)
        await markFixed(tx, input.missed_question, input.bot);
      return created;
    }),
  );
  return getCuratedAnswer(db, actor, id);
}

/**
 * Changes the fields given and leaves the others as they are when written, whoever changed them
 * meanwhile. The wordings are read (their vectors asked for) before the row is locked; when the
 * question or wordings they were read from changed meanwhile, they are read again.
 */
export async function updateCuratedAnswer(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  actor: Actor,
  id: number,
  changes: CuratedAnswerUpdate,
): Promise<CuratedAnswer> {
  const { db } = deps;
  mayMarkFixed(actor, changes.missed_question);
  const rewordings = changes.question !== undefined || changes.wordings !== undefined;
  for (let attempt = 1; ; attempt += 1) {
    const current = await getCuratedAnswer(db, actor, id);
    const question = changes.question ?? current.question;
    const wordings = rewordings
      ? await wordingsToStore(deps, current.bot, question, changes.wordings ?? current.wordings)
      : undefined;
    const written = await uniqueQuestion(() =>
      db.transaction(async (tx) => {
        const locked = await lockCuratedAnswer(tx, id);
        // The wordings were read from the question and wordings given, else from those read.
        const readFromIt =
          (changes.question !== undefined || locked.question === current.question) &&
          (changes.wordings !== undefined || sameWordings(locked.wordings, current.wordings));
        if (rewordings && !readFromIt) return false;
        await tx.query(
          `UPDATE curated_answers
              SET question = $2, answer = $3, link = $4, updated_at = now() WHERE id = $1`,
          [
            id,
            changes.question ?? locked.question,
            changes.answer ?? locked.answer,
            changes.link === undefined ? locked.link : changes.link,
          ],
        );
        if (wordings) await storeWordings(tx, id, wordings);
        if (changes.missed_question !== undefined) {
          await markFixed(tx, changes.missed_question, current.bot);
        }
        return true;
      }),
    );
    if (written) return getCuratedAnswer(db, actor, id);
    if (attempt === MAX_REWORDING_ATTEMPTS) throw new ConflictError(CHANGED_MEANWHILE);
  }
}

/** How many times a change of wordings is read again when they keep changing meanwhile. */
const MAX_REWORDING_ATTEMPTS = 3;
const CHANGED_MEANWHILE =
  "This curated answer's question or wordings kept changing while it was saved. Try again.";

type LockedFields = Pick<CuratedAnswer, "question" | "answer" | "link" | "wordings">;

/**
 * The row as it stands, locked until the transaction ends; gone when deleted meanwhile. It is
 * read once the lock is held, by a statement of its own, to see what was written before.
 */
async function lockCuratedAnswer(tx: Db, id: number): Promise<LockedFields> {
  const lock = await tx.query("SELECT 1 FROM curated_answers WHERE id = $1 FOR NO KEY UPDATE", [
    id,
  ]);
  if (lock.rows.length === 0) throw new NotFoundError();
  const { rows } = await tx.query<LockedFields>(
    `SELECT c.question, c.answer, c.link,
       ARRAY(SELECT w.wording FROM curated_answer_wordings w
              WHERE w.curated_answer_id = c.id AND w.position > 0 ORDER BY w.position) AS wordings
       FROM curated_answers c WHERE c.id = $1`,
    [id],
  );
  return rows[0] as LockedFields;
}

function sameWordings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((wording, at) => wording === b[at]);
}

/** Marking a question to improve fixed through its answer takes the right to mark it. */
function mayMarkFixed(actor: Actor, missedQuestion: number | undefined): void {
  if (missedQuestion !== undefined && !hasPermissions(actor, [PERMISSION.changeMissedquestion])) {
    throw new PermissionDeniedError();
  }
}

/** Marks fixed the question to improve a curated answer was written for, of the answer's bot. */
async function markFixed(tx: Db, missedQuestion: number, bot: number): Promise<void> {
  const fixed = await tx.query(
    `UPDATE missed_questions SET status = 'fixed', status_changed_at = now(), reopened_at = NULL
      WHERE id = $1 AND bot_id = $2`,
    [missedQuestion, bot],
  );
  if (fixed.affectedRows === 0) {
    throw new ValidationError({ missed_question: [messages.invalidPk(missedQuestion)] });
  }
}

/** Deletes a curated answer and answers what it was. */
export async function deleteCuratedAnswer(
  db: Db,
  actor: Actor,
  id: number,
): Promise<CuratedAnswer> {
  const deleted = await getCuratedAnswer(db, actor, id);
  await db.query("DELETE FROM curated_answers WHERE id = $1", [id]);
  return deleted;
}

/** Runs a write, refusing a question its bot already answers as a field error. */
async function uniqueQuestion<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "curated_answers_question")) {
      throw new ValidationError({ question: [QUESTION_TAKEN] });
    }
    throw error;
  }
}
