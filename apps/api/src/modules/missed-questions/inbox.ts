import type {
  MissedQuestion,
  MissedQuestionDetail,
  MissedQuestionStatus,
  MissKind,
} from "@org/api-client";
import { type Actor, accountScope } from "../../actor";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import type { Page, PageRequest } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { isMiss, MISS_KIND_NAMES, MISS_KINDS, questionOf } from "./miss-kinds";

// The questions to improve as the back-office reads them: listed with their figures, one read
// with its latest misses, and marked.

/** Which misses count: of one kind, within a period (`since` included, `until` excluded). */
export interface MissFilters {
  kind?: MissKind;
  since?: Date;
  until?: Date;
}

/**
 * Which questions a list keeps: one bot's, one account's (within the actor's), those with a
 * status, those missed as filtered.
 */
export interface MissedQuestionFilters extends MissFilters {
  botId?: number;
  account?: number;
  status?: MissedQuestionStatus;
}

/** Other wordings shown with a question in the list (all of them are counted), and comments. */
const WORDINGS_LISTED = 5;
const COMMENTS_SHOWN = 3;
/** Misses shown with one question. */
const MISSES_SHOWN = 50;

/** The condition on a miss `m` for the filters, its parameters appended to `params`. */
function missCondition(filters: MissFilters, params: unknown[]): string {
  const where = [isMiss("m")];
  if (filters.kind !== undefined) where.push(MISS_KINDS[filters.kind]("m"));
  if (filters.since !== undefined) {
    params.push(filters.since.toISOString());
    where.push(`m.sent_at >= $${params.length}::timestamptz`);
  }
  if (filters.until !== undefined) {
    params.push(filters.until.toISOString());
    where.push(`m.sent_at < $${params.length}::timestamptz`);
  }
  return where.join(" AND ");
}

/**
 * The columns of a question `g` as the API shows it, its figures counted over the misses `m`
 * (joined, grouped by question) that the condition `misses` keeps; with `wordingsShown`, that
 * many of its other wordings at most, else all of them.
 */
function questionColumns(misses: string, wordingsShown?: number): string {
  const kinds = MISS_KIND_NAMES.map(
    (kind) => `'${kind}', count(m.id) FILTER (WHERE ${MISS_KINDS[kind]("m")})`,
  ).join(", ");
  return `g.id, g.bot_id AS bot, g.question, g.status,
    (g.status = 'todo' AND g.reopened_at IS NOT NULL) AS reopened, g.status_changed_at,
    count(m.id)::int AS asked, COALESCE(max(m.sent_at), g.created_at) AS last_asked_at,
    json_build_object(${kinds}) AS kinds,
    (SELECT COALESCE(json_agg(w.question ORDER BY w.at DESC), '[]') FROM (
       SELECT ${questionOf("m")} AS question, max(m.sent_at) AS at
         FROM messages m WHERE m.missed_question_id = g.id AND ${misses}
        GROUP BY 1 HAVING ${questionOf("m")} <> g.question
        ORDER BY at DESC${wordingsShown === undefined ? "" : ` LIMIT ${wordingsShown}`}) w) AS wordings,
    (SELECT count(DISTINCT ${questionOf("m")})::int
       FROM messages m WHERE m.missed_question_id = g.id AND ${misses}
        AND ${questionOf("m")} <> g.question) AS wordings_count,
    (SELECT COALESCE(json_agg(c.rating_comment ORDER BY c.id DESC), '[]') FROM (
       SELECT m.id, m.rating_comment FROM messages m
        WHERE m.missed_question_id = g.id AND ${misses} AND m.rating = -1
          AND m.rating_comment <> ''
        ORDER BY m.id DESC LIMIT ${COMMENTS_SHOWN}) c) AS comments`;
}

const FROM_QUESTIONS = "missed_questions g JOIN bots b ON b.id = g.bot_id";

/** The questions the actor may see that were missed as filtered, most missed first. */
export async function listMissedQuestions(
  db: Db,
  actor: Actor,
  filters: MissedQuestionFilters,
  page: PageRequest,
): Promise<Page<MissedQuestion>> {
  const params: unknown[] = [];
  const where = [accountScope(actor, "b.account_id", params)];
  if (filters.botId !== undefined) {
    params.push(filters.botId);
    where.push(`g.bot_id = $${params.length}`);
  }
  if (filters.account !== undefined) {
    params.push(filters.account);
    where.push(`b.account_id = $${params.length}`);
  }
  if (filters.status !== undefined) {
    params.push(filters.status);
    where.push(`g.status = $${params.length}`);
  }
  const misses = missCondition(filters, params);
  const grouped = `FROM ${FROM_QUESTIONS} JOIN messages m ON m.missed_question_id = g.id AND ${misses}
    WHERE ${where.join(" AND ")} GROUP BY g.id`;
  const count = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT g.id ${grouped}) missed`,
    params,
  );
  const { rows } = await db.query<MissedQuestion>(
    `SELECT ${questionColumns(misses, WORDINGS_LISTED)} ${grouped}
      ORDER BY asked DESC, last_asked_at DESC, g.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

/** One question the actor may see, its figures and latest misses within the filters. */
export async function getMissedQuestion(
  db: Db,
  actor: Actor,
  id: number,
  filters: MissFilters,
): Promise<MissedQuestionDetail> {
  const params: unknown[] = [id];
  const scope = accountScope(actor, "b.account_id", params);
  const misses = missCondition(filters, params);
  const { rows } = await db.query<MissedQuestionDetail>(
    `SELECT ${questionColumns(misses)},
       (SELECT COALESCE(json_agg(latest ORDER BY latest.message DESC), '[]') FROM (
          SELECT m.id AS message, m.session_id AS session, ${questionOf("m")} AS question,
                 m.message AS answer, m.sent_at AS asked_at, m.confidence,
                 m.rating_comment AS comment,
                 ARRAY(SELECT kind FROM (VALUES ${MISS_KIND_NAMES.map(
                   (kind) => `('${kind}', ${MISS_KINDS[kind]("m")})`,
                 ).join(", ")}) AS k (kind, holds) WHERE holds) AS kinds
            FROM messages m WHERE m.missed_question_id = g.id AND ${misses}
           ORDER BY m.id DESC LIMIT ${MISSES_SHOWN}) latest) AS misses
     FROM ${FROM_QUESTIONS} LEFT JOIN messages m ON m.missed_question_id = g.id AND ${misses}
     WHERE g.id = $1 AND ${scope} GROUP BY g.id`,
    params,
  );
  const question = rows[0];
  if (!question) throw new NotFoundError();
  return question;
}

/** Marks a question to do, fixed or ignored; it is no longer "back to do". */
export async function setMissedQuestionStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: MissedQuestionStatus,
): Promise<MissedQuestion> {
  const params: unknown[] = [id, status];
  const { affectedRows } = await db.query(
    `UPDATE missed_questions g
        SET status = $2, status_changed_at = now(), reopened_at = NULL
       FROM bots b
      WHERE g.id = $1 AND b.id = g.bot_id AND ${accountScope(actor, "b.account_id", params)}`,
    params,
  );
  if (affectedRows === 0) throw new NotFoundError();
  const { misses: _, ...question } = await getMissedQuestion(db, actor, id, {});
  return question;
}

/**
 * Marks every listed question so, or none when one of them is not the actor's: one statement
 * reads which are theirs and marks them only if all are.
 */
export async function setMissedQuestionsStatus(
  db: Db,
  actor: Actor,
  ids: readonly number[],
  status: MissedQuestionStatus,
): Promise<void> {
  const params: unknown[] = [ids, status];
  const { rows } = await db.query<{ id: number }>(
    `WITH owned AS (
       SELECT g.id FROM missed_questions g JOIN bots b ON b.id = g.bot_id
        WHERE g.id = ANY($1::int[]) AND ${accountScope(actor, "b.account_id", params)}
     ), marked AS (
       UPDATE missed_questions SET status = $2, status_changed_at = now(), reopened_at = NULL
        WHERE id IN (SELECT id FROM owned)
          AND (SELECT count(*) FROM owned) = cardinality($1::int[])
     )
     SELECT id FROM owned`,
    params,
  );
  const owned = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !owned.has(id));
  if (missing !== undefined) throw new ValidationError({ ids: [messages.invalidPk(missing)] });
}
