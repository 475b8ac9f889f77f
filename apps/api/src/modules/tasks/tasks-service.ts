import type { IngestionTrigger, Task, TaskStatus } from "@org/api-client";
import { holdKnowledgeBase, type PageChanges } from "@org/knowledge";
import { type Actor, accountScope, hasPermissions } from "../../actor";
import { PERMISSION, type Permission } from "../../constants";
import type { Db } from "../../db/types";
import { BadRequestError, NotFoundError } from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";

export type TaskKind = Task["kind"];

const TASK_COLUMNS = `t.id, t.kind, t.knowledge_base_id AS knowledge_base, t.knowledge_base_name, t.status,
  t.progress_done, t.progress_total, t.progress_stage, t.pages_beyond_limit, t.page_changes,
  t.errors, t.ingestion_trigger AS trigger, t.created_at, t.updated_at, t.finished_at`;

/** The tasks of a knowledge base; the runs of a bot's tests are read as runs (assistant-tests). */
const INGESTION = "t.kind <> 'assistant_test'";

/**
 * The kinds of knowledge base whose tasks bots.view_bot shows. A task names its knowledge base:
 * those of documents, and those of no known kind (which may be documents), also take
 * knowledge_bases.view_documentknowledge.
 */
const READ_WITH_VIEW_BOT: readonly string[] = ["text", "url"];

/** What reading a task of a knowledge base of this kind takes, its mails included. */
export function taskReadPermissions(knowledgeBaseType: string | null): Permission[] {
  return knowledgeBaseType !== null && READ_WITH_VIEW_BOT.includes(knowledgeBaseType)
    ? [PERMISSION.viewBot]
    : [PERMISSION.viewBot, PERMISSION.viewDocumentknowledge];
}

/**
 * The condition on a task `t` that the actor may see it, beyond the permission of the route, with
 * its parameters appended: a task of their accounts, a document's only as taskReadPermissions says.
 */
function visibleTask(actor: Actor, params: unknown[]): string {
  const scope = accountScope(actor, "t.account_id", params);
  if (hasPermissions(actor, [PERMISSION.viewDocumentknowledge])) return scope;
  params.push(READ_WITH_VIEW_BOT);
  return `${scope} AND t.knowledge_base_type = ANY($${params.length}::text[])`;
}

/**
 * Queues the ingestion of a knowledge base and answers the task's id. A task of the same kind
 * still waiting for that knowledge base is reused, with its trigger: it will read the latest
 * content anyway. An embedding has no trigger.
 */
export async function enqueueIngestion(
  db: Db,
  kind: TaskKind,
  knowledgeBaseId: number,
  trigger: IngestionTrigger | null,
): Promise<number> {
  const waiting = await db.query<{ id: number }>(
    "SELECT id FROM tasks WHERE knowledge_base_id = $1 AND kind = $2 AND status = 'pending' LIMIT 1",
    [knowledgeBaseId, kind],
  );
  if (waiting.rows[0]) return waiting.rows[0].id;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tasks (kind, account_id, knowledge_base_id, knowledge_base_name, knowledge_base_type,
                        ingestion_trigger)
     SELECT $1, account_id, id, name, type, $3 FROM knowledge_bases WHERE id = $2
     RETURNING id`,
    [kind, knowledgeBaseId, trigger],
  );
  return (rows[0] as { id: number }).id;
}

/**
 * Queues, for each knowledge base matching `condition` (an SQL condition on `knowledge_bases k`
 * with its `params`), a task embedding the chunks that have no vector from the model that now
 * applies (a waiting one is reused), and clears their last embedding error. Answers the tasks.
 */
export async function queueEmbedding(
  db: Db,
  condition: string,
  params: readonly unknown[],
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE knowledge_bases k SET embedding_error = NULL WHERE ${condition} RETURNING k.id`,
    params,
  );
  const tasks: number[] = [];
  for (const { id } of rows.sort((a, b) => a.id - b.id)) {
    tasks.push(await enqueueIngestion(db, "embed", id, null));
  }
  return tasks;
}

export interface TaskFilters {
  status?: TaskStatus;
  knowledgeBase?: number;
  /** Within the accounts the actor may see, as every list is. */
  account?: number;
}

export async function listTasks(
  db: Db,
  actor: Actor,
  filters: TaskFilters,
  page: PageRequest,
): Promise<Page<Task>> {
  const params: unknown[] = [];
  const where = [INGESTION, visibleTask(actor, params)];
  if (filters.status) {
    params.push(filters.status);
    where.push(`t.status = $${params.length}`);
  }
  if (filters.knowledgeBase !== undefined) {
    params.push(filters.knowledgeBase);
    where.push(`t.knowledge_base_id = $${params.length}`);
  }
  if (filters.account !== undefined) {
    params.push(filters.account);
    where.push(`t.account_id = $${params.length}`);
  }
  return selectPage<Task>(
    db,
    {
      columns: TASK_COLUMNS,
      from: "tasks t",
      where: where.join(" AND "),
      orderBy: "t.id DESC",
      params,
    },
    page,
  );
}

export async function getTask(db: Db, actor: Actor, id: number): Promise<Task> {
  const params: unknown[] = [id];
  const { rows } = await db.query<Task>(
    `SELECT ${TASK_COLUMNS} FROM tasks t
      WHERE t.id = $1 AND ${INGESTION} AND ${visibleTask(actor, params)}`,
    params,
  );
  const task = rows[0];
  if (!task) throw new NotFoundError();
  return task;
}

/**
 * Puts a failed task back in the queue, its progress and errors cleared: an ingestion retried
 * is one started on demand (`manual`), whatever started it first.
 */
export async function retryTask(db: Db, actor: Actor, id: number): Promise<Task> {
  const task = await getTask(db, actor, id);
  if (task.status !== "failed") throw new BadRequestError("Only a failed task can be retried.");
  if (task.knowledge_base === null) {
    throw new BadRequestError("The knowledge base of this task was deleted.");
  }
  await db.query(
    `UPDATE tasks SET status = 'pending', progress_done = 0, progress_total = 0,
       progress_stage = 'reading', pages_beyond_limit = 0, errors = '[]', finished_at = NULL,
       lease_expires_at = NULL, updated_at = now(),
       ingestion_trigger = CASE WHEN ingestion_trigger IS NOT NULL THEN $2 END
     WHERE id = $1 AND status = 'failed'`,
    [id, "manual" satisfies IngestionTrigger],
  );
  return getTask(db, actor, id);
}

/** One run of a task: `attempt` is the task's claim count when it was claimed (its fence). */
export interface TaskAttempt {
  id: number;
  attempt: number;
}

export interface ClaimedTask extends TaskAttempt {
  kind: TaskKind | "assistant_test";
  knowledgeBaseId: number | null;
  /** The bot whose tests an `assistant_test` task runs. */
  botId: number | null;
}

/**
 * The task was claimed again since this attempt claimed it (its lease ran out and another
 * instance took it over): the attempt must stop and write nothing, the new one does the work.
 */
export class ClaimLostError extends Error {
  override readonly name = "ClaimLostError";
  constructor(taskId: number) {
    super(`Task ${taskId} was claimed again: this attempt may no longer write`);
  }
}

/** Serialises claims across instances, so that a knowledge base is worked on by one at a time. */
const TASK_CLAIM_LOCK = 724_310_004;

/**
 * Takes the oldest waiting task for this instance, or answers undefined. First, the tasks whose
 * lease ran out (their instance died or lost the database) go back to the queue: their attempts
 * can write nothing more (every write of an attempt checks that the task is still running under
 * its claim count, which each claim increments). A task waits while another task of its
 * knowledge base runs, so that two ingestions of one base never overlap: the later one starts
 * after the earlier one ended and reads the newer content. A run of a bot's tests waits while
 * another run of them goes on, and while a task of one of its knowledge bases waits or runs: it
 * would test a base half read, and that task queues a run of its own once it ends.
 */
export async function claimTask(db: Db, leaseSeconds: number): Promise<ClaimedTask | undefined> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [TASK_CLAIM_LOCK]);
    await tx.query(
      `UPDATE tasks SET status = 'pending', lease_expires_at = NULL, updated_at = now()
       WHERE status = 'running' AND lease_expires_at < now()`,
    );
    const { rows } = await tx.query<ClaimedTask>(
      `UPDATE tasks SET status = 'running', attempts = attempts + 1, started_at = now(),
         updated_at = now(), finished_at = NULL,
         lease_expires_at = now() + make_interval(secs => $1)
       WHERE id = (
         SELECT t.id FROM tasks t
         WHERE t.status = 'pending' AND NOT EXISTS (
           SELECT 1 FROM tasks r
           WHERE r.status = 'running' AND (r.knowledge_base_id = t.knowledge_base_id
                                        OR r.bot_id = t.bot_id))
           AND NOT EXISTS (
             SELECT 1 FROM tasks i JOIN bot_knowledge_bases l
                ON l.knowledge_base_id = i.knowledge_base_id
             WHERE t.bot_id IS NOT NULL AND l.bot_id = t.bot_id
               AND i.status IN ('pending', 'running'))
         ORDER BY t.id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, attempts AS attempt, kind, knowledge_base_id AS "knowledgeBaseId",
                 bot_id AS "botId"`,
      [leaseSeconds],
    );
    return rows[0];
  });
}

/**
 * Milliseconds until the first lease of a running task runs out (that task is then taken over),
 * or undefined when no task runs.
 */
export async function msUntilLeaseExpiry(db: Db): Promise<number | undefined> {
  const { rows } = await db.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(lease_expires_at) - now()) * 1000)::float8 AS ms
     FROM tasks WHERE status = 'running'`,
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Math.max(0, ms);
}

/** The condition every write of an attempt carries: the task still runs under its claim. */
const HELD_BY_ATTEMPT = "id = $1 AND attempts = $2 AND status = 'running'";

/**
 * The write guard of an attempt, run last in each transaction writing its knowledge base's
 * chunks or vectors: it renews the lease (from the current time: the transaction may have been
 * long) and locks the task's row until the commit, so that no claim can come in between; it
 * throws ClaimLostError, rolling the writes back, when the task was claimed again.
 */
export async function confirmClaim(
  tx: Pick<Db, "query">,
  task: TaskAttempt,
  leaseSeconds: number,
): Promise<void> {
  const { affectedRows } = await tx.query(
    `UPDATE tasks SET lease_expires_at = clock_timestamp() + make_interval(secs => $3),
       updated_at = now()
     WHERE ${HELD_BY_ATTEMPT}`,
    [task.id, task.attempt, leaseSeconds],
  );
  if (affectedRows === 0) throw new ClaimLostError(task.id);
}

export interface TaskProgress {
  done: number;
  total: number;
  /** What is counted; "reading" when absent. */
  stage?: "reading" | "embedding";
}

/**
 * Renews the attempt's lease (its heartbeat) and records its progress when given. Answers
 * undefined when the task was claimed again (the attempt lost it), else whether the knowledge
 * base the task works on was deleted since (its deletion leaves the task's knowledge base null).
 */
export async function recordProgress(
  db: Db,
  task: TaskAttempt,
  progress: TaskProgress | undefined,
  leaseSeconds: number,
): Promise<{ knowledgeBaseDeleted: boolean } | undefined> {
  const { rows } = await db.query<{ knowledgeBaseDeleted: boolean }>(
    `UPDATE tasks t SET updated_at = now(), lease_expires_at = now() + make_interval(secs => $3),
       progress_done = COALESCE($4, progress_done), progress_total = COALESCE($5, progress_total),
       progress_stage = COALESCE($6, progress_stage)
     WHERE ${HELD_BY_ATTEMPT}
     RETURNING t.knowledge_base_id IS NULL AND ${INGESTION} AS "knowledgeBaseDeleted"`,
    [
      task.id,
      task.attempt,
      leaseSeconds,
      progress?.done ?? null,
      progress?.total ?? null,
      progress ? (progress.stage ?? "reading") : null,
    ],
  );
  return rows[0];
}

export interface TaskError {
  url: string;
  message: string;
}

/**
 * Records a successful ingestion: the task's errors (pages not read, chunks not embedded), the
 * pages its crawl left unread at its page limit and what became of the knowledge base's pages; the knowledge base's chunk count, those pages
 * too, and why its last embedding stopped short (null when complete or when no model applies).
 * Answers false, recording nothing, when the attempt lost its claim; throws
 * KnowledgeBaseDeletedError, recording nothing, when the knowledge base is gone.
 */
export async function completeTask(
  db: Db,
  task: TaskAttempt,
  knowledgeBaseId: number,
  result: {
    chunkCount: number;
    errors: TaskError[];
    pagesBeyondLimit: number;
    pageChanges: PageChanges;
    embeddingError: string | null;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await holdKnowledgeBase(tx, knowledgeBaseId);
    const ended = await tx.query(
      `UPDATE tasks SET status = 'succeeded', errors = $3::jsonb, pages_beyond_limit = $4,
         page_changes = $5::jsonb, finished_at = now(), updated_at = now(),
         lease_expires_at = NULL
       WHERE ${HELD_BY_ATTEMPT}`,
      [
        task.id,
        task.attempt,
        JSON.stringify(result.errors),
        result.pagesBeyondLimit,
        JSON.stringify(result.pageChanges),
      ],
    );
    if (ended.affectedRows === 0) return false;
    await tx.query(
      `UPDATE knowledge_bases SET chunk_count = $2, pages_beyond_limit = $3,
         last_ingested_at = now(), updated_at = now(), embedding_error = $4
       WHERE id = $1`,
      [knowledgeBaseId, result.chunkCount, result.pagesBeyondLimit, result.embeddingError],
    );
    return true;
  });
}

/**
 * Records the end of an embedding task: succeeded (with `errors` that a retry would not fix) or
 * failed (`failed`: the provider did not embed every chunk; a retry may), and the knowledge
 * base's embedding error. Answers false, recording nothing, when the attempt lost its claim;
 * throws KnowledgeBaseDeletedError, recording nothing, when the knowledge base is gone.
 */
export async function finishEmbeddingTask(
  db: Db,
  task: TaskAttempt,
  knowledgeBaseId: number,
  result: { failed: boolean; errors: TaskError[]; embeddingError: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await holdKnowledgeBase(tx, knowledgeBaseId);
    const ended = await tx.query(
      `UPDATE tasks SET status = $3, errors = errors || $4::jsonb, finished_at = now(),
         updated_at = now(), lease_expires_at = NULL
       WHERE ${HELD_BY_ATTEMPT}`,
      [
        task.id,
        task.attempt,
        result.failed ? "failed" : "succeeded",
        JSON.stringify(result.errors),
      ],
    );
    if (ended.affectedRows === 0) return false;
    await tx.query("UPDATE knowledge_bases SET embedding_error = $2 WHERE id = $1", [
      knowledgeBaseId,
      result.embeddingError,
    ]);
    return true;
  });
}

/** Records the end of a task with nothing more to write; false when the attempt lost its claim. */
export async function succeedTask(db: Db, task: TaskAttempt): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE tasks SET status = 'succeeded', finished_at = now(), updated_at = now(),
       lease_expires_at = NULL
     WHERE ${HELD_BY_ATTEMPT}`,
    [task.id, task.attempt],
  );
  return affectedRows > 0;
}

/** Fails the task; answers false, recording nothing, when the attempt lost its claim. */
export async function failTask(
  db: Db,
  task: TaskAttempt,
  errors: { url: string; message: string }[],
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE tasks SET status = 'failed', errors = errors || $3::jsonb, finished_at = now(),
       updated_at = now(), lease_expires_at = NULL
     WHERE ${HELD_BY_ATTEMPT}`,
    [task.id, task.attempt, JSON.stringify(errors)],
  );
  return affectedRows > 0;
}

/** Hands a task back to the queue (its runner is shutting down); it resumes from the start. */
export async function releaseTask(db: Db, task: TaskAttempt): Promise<void> {
  await db.query(
    `UPDATE tasks SET status = 'pending', lease_expires_at = NULL, updated_at = now()
     WHERE ${HELD_BY_ATTEMPT}`,
    [task.id, task.attempt],
  );
}

/** Where the server's embedding model of the last start is kept. */
const SERVER_EMBEDDING_MODEL_KEY = "server_embedding_model";
/** Serialises the check below across instances starting together. */
const EMBEDDING_MODEL_LOCK = 724_310_003;

/**
 * At start: when the server's embedding model (OPENAI_EMBEDDING_MODEL) is not the one of the
 * last start, queues an embedding task for each knowledge base of the accounts without their own
 * model, so that their chunks get vectors from the new model (the old ones go once stored).
 * Answers what changed, or undefined when nothing did.
 */
export async function queueEmbeddingOnServerModelChange(
  db: Db,
  serverModel: string | undefined,
): Promise<{ previous: string; current: string; tasks: number[] } | undefined> {
  const current = serverModel ?? "";
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [EMBEDDING_MODEL_LOCK]);
    const { rows } = await tx.query<{ value: string }>(
      "SELECT value FROM instance_state WHERE key = $1",
      [SERVER_EMBEDDING_MODEL_KEY],
    );
    const previous = rows[0]?.value ?? "";
    if (previous === current) return undefined;
    await tx.query(
      `INSERT INTO instance_state (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [SERVER_EMBEDDING_MODEL_KEY, current],
    );
    const inheriting =
      "k.account_id IN (SELECT a.id FROM accounts a WHERE a.embedding_model IS NULL)";
    if (current === "") {
      await tx.query(`UPDATE knowledge_bases k SET embedding_error = NULL WHERE ${inheriting}`);
      return { previous, current, tasks: [] };
    }
    return { previous, current, tasks: await queueEmbedding(tx, inheriting, []) };
  });
}
