import type { Task, TaskStatus } from "@org/api-client";
import type { Db } from "../../db/types";
import { BadRequestError, NotFoundError } from "../../errors";
import type { Page, PageRequest } from "../../http/pagination";
import { type Actor, accountScope } from "../permissions/actor";

export type TaskKind = Task["kind"];

const TASK_COLUMNS = `t.id, t.kind, t.knowledge_base_id AS knowledge_base, t.knowledge_base_name, t.status,
  t.progress_done, t.progress_total, t.progress_stage, t.errors, t.created_at, t.updated_at,
  t.finished_at`;

/**
 * Queues the ingestion of a knowledge base and answers the task's id. A task of the same kind
 * still waiting for that knowledge base is reused: it will read the latest content anyway.
 */
export async function enqueueIngestion(
  db: Db,
  kind: TaskKind,
  knowledgeBaseId: number,
): Promise<number> {
  const waiting = await db.query<{ id: number }>(
    "SELECT id FROM tasks WHERE knowledge_base_id = $1 AND kind = $2 AND status = 'pending' LIMIT 1",
    [knowledgeBaseId, kind],
  );
  if (waiting.rows[0]) return waiting.rows[0].id;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tasks (kind, account_id, knowledge_base_id, knowledge_base_name)
     SELECT $1, account_id, id, name FROM knowledge_bases WHERE id = $2
     RETURNING id`,
    [kind, knowledgeBaseId],
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
    tasks.push(await enqueueIngestion(db, "embed", id));
  }
  return tasks;
}

export interface TaskFilters {
  status?: TaskStatus;
  knowledgeBase?: number;
}

export async function listTasks(
  db: Db,
  actor: Actor,
  filters: TaskFilters,
  page: PageRequest,
): Promise<Page<Task>> {
  const params: unknown[] = [];
  const where = [accountScope(actor, "t.account_id", params)];
  if (filters.status) {
    params.push(filters.status);
    where.push(`t.status = $${params.length}`);
  }
  if (filters.knowledgeBase !== undefined) {
    params.push(filters.knowledgeBase);
    where.push(`t.knowledge_base_id = $${params.length}`);
  }
  const condition = where.join(" AND ");
  const count = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM tasks t WHERE ${condition}`,
    params,
  );
  const { rows } = await db.query<Task>(
    `SELECT ${TASK_COLUMNS} FROM tasks t WHERE ${condition} ORDER BY t.id DESC
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

export async function getTask(db: Db, actor: Actor, id: number): Promise<Task> {
  const params: unknown[] = [id];
  const { rows } = await db.query<Task>(
    `SELECT ${TASK_COLUMNS} FROM tasks t WHERE t.id = $1 AND ${accountScope(actor, "t.account_id", params)}`,
    params,
  );
  const task = rows[0];
  if (!task) throw new NotFoundError();
  return task;
}

/** Puts a failed task back in the queue, its progress and errors cleared. */
export async function retryTask(db: Db, actor: Actor, id: number): Promise<Task> {
  const task = await getTask(db, actor, id);
  if (task.status !== "failed") throw new BadRequestError("Only a failed task can be retried.");
  if (task.knowledge_base === null) {
    throw new BadRequestError("The knowledge base of this task was deleted.");
  }
  await db.query(
    `UPDATE tasks SET status = 'pending', progress_done = 0, progress_total = 0,
       progress_stage = 'reading', errors = '[]', finished_at = NULL, lease_expires_at = NULL,
       updated_at = now()
     WHERE id = $1 AND status = 'failed'`,
    [id],
  );
  return getTask(db, actor, id);
}

export interface ClaimedTask {
  id: number;
  kind: TaskKind;
  knowledgeBaseId: number | null;
}

/**
 * Takes the oldest waiting task (or one whose runner stopped renewing its lease) for this
 * instance; SKIP LOCKED lets several instances claim side by side.
 */
export async function claimTask(db: Db, leaseSeconds: number): Promise<ClaimedTask | undefined> {
  const { rows } = await db.query<ClaimedTask>(
    `UPDATE tasks SET status = 'running', attempts = attempts + 1, started_at = now(),
       updated_at = now(), finished_at = NULL,
       lease_expires_at = now() + make_interval(secs => $1)
     WHERE id = (
       SELECT id FROM tasks
       WHERE status = 'pending' OR (status = 'running' AND lease_expires_at < now())
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, knowledge_base_id AS "knowledgeBaseId"`,
    [leaseSeconds],
  );
  return rows[0];
}

export interface TaskProgress {
  done: number;
  total: number;
  /** What is counted; "reading" when absent. */
  stage?: "reading" | "embedding";
}

export async function recordProgress(
  db: Db,
  taskId: number,
  progress: TaskProgress | undefined,
  leaseSeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE tasks SET updated_at = now(), lease_expires_at = now() + make_interval(secs => $2),
       progress_done = COALESCE($3, progress_done), progress_total = COALESCE($4, progress_total),
       progress_stage = COALESCE($5, progress_stage)
     WHERE id = $1 AND status = 'running'`,
    [
      taskId,
      leaseSeconds,
      progress?.done ?? null,
      progress?.total ?? null,
      progress ? (progress.stage ?? "reading") : null,
    ],
  );
}

export interface TaskError {
  url: string;
  message: string;
}

/**
 * Records a successful ingestion: the task's errors (pages not read, chunks not embedded), the
 * knowledge base's chunk count and why its last embedding stopped short (null when complete or
 * when no model applies).
 */
export async function completeTask(
  db: Db,
  taskId: number,
  knowledgeBaseId: number,
  result: { chunkCount: number; errors: TaskError[]; embeddingError: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE tasks SET status = 'succeeded', errors = $2::jsonb, finished_at = now(),
         updated_at = now(), lease_expires_at = NULL
       WHERE id = $1`,
      [taskId, JSON.stringify(result.errors)],
    );
    await tx.query(
      `UPDATE knowledge_bases SET chunk_count = $2, last_ingested_at = now(), updated_at = now(),
         embedding_error = $3
       WHERE id = $1`,
      [knowledgeBaseId, result.chunkCount, result.embeddingError],
    );
  });
}

/**
 * Records the end of an embedding task: succeeded (with `errors` that a retry would not fix) or
 * failed (`failed`: the provider did not embed every chunk; a retry may), and the knowledge
 * base's embedding error.
 */
export async function finishEmbeddingTask(
  db: Db,
  taskId: number,
  knowledgeBaseId: number,
  result: { failed: boolean; errors: TaskError[]; embeddingError: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE tasks SET status = $2, errors = errors || $3::jsonb, finished_at = now(),
         updated_at = now(), lease_expires_at = NULL
       WHERE id = $1`,
      [taskId, result.failed ? "failed" : "succeeded", JSON.stringify(result.errors)],
    );
    await tx.query("UPDATE knowledge_bases SET embedding_error = $2 WHERE id = $1", [
      knowledgeBaseId,
      result.embeddingError,
    ]);
  });
}

export async function failTask(
  db: Db,
  taskId: number,
  errors: { url: string; message: string }[],
): Promise<void> {
  await db.query(
    `UPDATE tasks SET status = 'failed', errors = errors || $2::jsonb, finished_at = now(),
       updated_at = now(), lease_expires_at = NULL
     WHERE id = $1`,
    [taskId, JSON.stringify(errors)],
  );
}

/** Hands a task back to the queue (its runner is shutting down); it resumes from the start. */
export async function releaseTask(db: Db, taskId: number): Promise<void> {
  await db.query(
    `UPDATE tasks SET status = 'pending', lease_expires_at = NULL, updated_at = now()
     WHERE id = $1 AND status = 'running'`,
    [taskId],
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
