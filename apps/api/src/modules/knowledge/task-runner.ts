import {
  IngestError,
  type KnowledgeBaseSource,
  type KnowledgeEngine,
  NO_VECTOR_STORE_FAILURE,
  type SourceIngestion,
} from "@org/knowledge";
import type { TaskNotifier } from "../../app-deps";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import type { Logger } from "../../logger";
import { type EmbeddingSettings, embeddingSettingsOfKnowledgeBase } from "../accounts/service";
import { loadKnowledgeSource } from "./service";
import { DELETED_KNOWLEDGE_BASE, NO_EMBEDDING_PROVIDER, UNEXPECTED_FAILURE } from "./task-failures";
import {
  type ClaimedTask,
  claimTask,
  completeTask,
  failTask,
  finishEmbeddingTask,
  recordProgress,
  releaseTask,
  type TaskError,
} from "./tasks-service";

export interface TaskRunnerOptions {
  /** How often the queue is looked at for work queued by other instances. */
  pollIntervalMs: number;
  /** How long a claimed task stays this instance's without a sign of life. */
  leaseSeconds: number;
}

const DEFAULT_OPTIONS: TaskRunnerOptions = { pollIntervalMs: 5000, leaseSeconds: 120 };

/**
 * Runs the tasks of the queue table one at a time, through the knowledge engine: ingestions
 * (which also embed the chunks when a model applies to the knowledge base's account) and
 * embeddings after a change of model. The queue lives in PostgreSQL, so tasks survive restarts
 * and any instance may run them.
 */
export class TaskRunner implements TaskNotifier {
  private readonly options: TaskRunnerOptions;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = true;
  private readonly shutdown = new AbortController();

  constructor(
    private readonly deps: {
      db: Db;
      engine: KnowledgeEngine;
      config: Config;
      logger: Logger;
      /** Called once a task of an existing knowledge base has failed; never throws. */
      onTaskFailed?: (taskId: number) => Promise<void>;
    },
    options: Partial<TaskRunnerOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.notify(), this.options.pollIntervalMs);
    this.timer.unref();
    this.notify();
  }

  notify(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  /** Stops taking tasks; a task in progress is interrupted and handed back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.shutdown.abort();
    await this.draining;
  }

  private async drain(): Promise<void> {
    do {
      this.wakeAgain = false;
      try {
        while (!this.stopped) {
          const task = await claimTask(this.deps.db, this.options.leaseSeconds);
          if (!task) break;
          await this.run(task);
        }
      } catch (error) {
        // The database is unreachable: the next poll tries again.
        this.deps.logger.error("Could not work through the task queue", { error });
        return;
      }
    } while (this.wakeAgain && !this.stopped);
  }

  private async run(task: ClaimedTask): Promise<void> {
    const { db, config, logger } = this.deps;
    const log = logger.child({ taskId: task.id, kind: task.kind });
    const source =
      task.knowledgeBaseId === null
        ? undefined
        : await loadKnowledgeSource(db, task.knowledgeBaseId);
    if (!source) {
      await failTask(db, task.id, [{ url: "", message: DELETED_KNOWLEDGE_BASE }]);
      return;
    }
    const leaseSeconds = this.options.leaseSeconds;
    // Keeps the lease while the engine works, even if it reports no progress for a while.
    const heartbeat = setInterval(
      () => {
        recordProgress(db, task.id, undefined, leaseSeconds).catch(() => undefined);
      },
      (leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();
    const work = task.kind === "embed" ? "Embedding" : "Ingestion";
    try {
      const embedding = await embeddingSettingsOfKnowledgeBase(db, config, source.id);
      if (task.kind === "embed") await this.embed(task, source, embedding);
      else await this.ingest(task, source, embedding);
    } catch (error) {
      if (this.shutdown.signal.aborted) {
        await releaseTask(db, task.id);
        log.info(`${work} interrupted by shutdown; it will run again`, {
          knowledgeBaseId: source.id,
        });
        return;
      }
      const url = source.url ?? "";
      if (error instanceof IngestError) {
        await failTask(db, task.id, [{ url, message: error.message }]);
        log.warn(`${work} failed`, { knowledgeBaseId: source.id, reason: error.message });
        await this.deps.onTaskFailed?.(task.id);
        return;
      }
      await failTask(db, task.id, [{ url, message: UNEXPECTED_FAILURE }]);
      log.error(`${work} failed unexpectedly`, { knowledgeBaseId: source.id, error });
      await this.deps.onTaskFailed?.(task.id);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private report(task: ClaimedTask) {
    return (progress: { done: number; total: number; stage?: "reading" | "embedding" }) =>
      recordProgress(this.deps.db, task.id, progress, this.options.leaseSeconds);
  }

  /** Reads the knowledge base into chunks, then embeds them when a model applies. */
  private async ingest(
    task: ClaimedTask,
    source: KnowledgeBaseSource,
    embedding: EmbeddingSettings,
  ): Promise<void> {
    const { db, engine, config, logger } = this.deps;
    const log = logger.child({ taskId: task.id, kind: task.kind });
    log.info("Ingestion started", { knowledgeBaseId: source.id, embeddingModel: embedding.model });
    const result = await engine.ingest({
      db,
      knowledgeBase: source,
      crawlAllowedHosts: config.crawlAllowedHosts,
      embedder: embedding.embedder,
      report: this.report(task),
      signal: this.shutdown.signal,
    });
    const embeddingError = embeddingErrorOf(embedding, result);
    const errors: TaskError[] = [
      ...result.errors,
      ...(embeddingError ? [{ url: "", message: embeddingError }] : []),
    ];
    await completeTask(db, task.id, source.id, {
      chunkCount: result.chunkCount,
      errors,
      embeddingError,
    });
    log.info("Ingestion succeeded", {
      knowledgeBaseId: source.id,
      chunks: result.chunkCount,
      ...(result.embedding
        ? {
            embeddingModel: result.embedding.model,
            embedded: result.embedding.embedded,
            embeddedChunks: result.embedding.embeddedChunks,
          }
        : {}),
    });
  }

  /**
   * Embeds the chunks missing a vector from the model that applies now. A provider that fails
   * fails the task, which can be retried; a database without pgvector or an account without a
   * provider ends it with the reason, as a retry would change nothing.
   */
  private async embed(
    task: ClaimedTask,
    source: KnowledgeBaseSource,
    embedding: EmbeddingSettings,
  ): Promise<void> {
    const { db, engine, logger } = this.deps;
    const log = logger.child({ taskId: task.id, kind: task.kind });
    if (!embedding.model) {
      // The model was removed after the task was queued: nothing to embed any more.
      await finishEmbeddingTask(db, task.id, source.id, {
        failed: false,
        errors: [],
        embeddingError: null,
      });
      return;
    }
    if (!embedding.embedder) {
      await finishEmbeddingTask(db, task.id, source.id, {
        failed: false,
        errors: [{ url: "", message: NO_EMBEDDING_PROVIDER }],
        embeddingError: NO_EMBEDDING_PROVIDER,
      });
      log.warn("Embedding skipped: no provider", { knowledgeBaseId: source.id });
      return;
    }
    log.info("Embedding started", { knowledgeBaseId: source.id, model: embedding.model });
    const outcome = await engine.embed({
      db,
      knowledgeBaseId: source.id,
      embedder: embedding.embedder,
      report: this.report(task),
      signal: this.shutdown.signal,
    });
    const failure = outcome.failure ?? null;
    await finishEmbeddingTask(db, task.id, source.id, {
      failed: failure !== null && failure !== NO_VECTOR_STORE_FAILURE,
      errors: failure ? [{ url: "", message: failure }] : [],
      embeddingError: failure,
    });
    log.info(failure ? "Embedding stopped short" : "Embedding succeeded", {
      knowledgeBaseId: source.id,
      model: outcome.model,
      embedded: outcome.embedded,
      embeddedChunks: outcome.embeddedChunks,
      totalChunks: outcome.totalChunks,
    });
  }
}

/** Why an ingestion left chunks without a vector, for the administrator; null when none did. */
function embeddingErrorOf(embedding: EmbeddingSettings, result: SourceIngestion): string | null {
  if (!embedding.model) return null;
  if (!embedding.embedder) return NO_EMBEDDING_PROVIDER;
  return result.embedding?.failure ?? null;
}
