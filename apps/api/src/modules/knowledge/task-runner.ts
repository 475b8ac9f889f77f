import { IngestError, type KnowledgeEngine } from "@org/knowledge";
import type { TaskNotifier } from "../../app-deps";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import type { Logger } from "../../logger";
import { loadKnowledgeSource } from "./service";
import { DELETED_KNOWLEDGE_BASE, UNEXPECTED_FAILURE } from "./task-failures";
import {
  type ClaimedTask,
  claimTask,
  completeTask,
  failTask,
  recordProgress,
  releaseTask,
} from "./tasks-service";

export interface TaskRunnerOptions {
  /** How often the queue is looked at for work queued by other instances. */
  pollIntervalMs: number;
  /** How long a claimed task stays this instance's without a sign of life. */
  leaseSeconds: number;
}

const DEFAULT_OPTIONS: TaskRunnerOptions = { pollIntervalMs: 5000, leaseSeconds: 120 };

/**
 * Runs the ingestion tasks of the queue table one at a time, through the knowledge engine. The
 * queue lives in PostgreSQL, so tasks survive restarts and any instance may run them.
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
    const { db, engine, config, logger } = this.deps;
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
    try {
      log.info("Ingestion started", { knowledgeBaseId: source.id });
      const result = await engine.ingest({
        db,
        knowledgeBase: source,
        crawlAllowedHosts: config.crawlAllowedHosts,
        report: (progress) => recordProgress(db, task.id, progress, leaseSeconds),
        signal: this.shutdown.signal,
      });
      await completeTask(db, task.id, source.id, result);
      log.info("Ingestion succeeded", { knowledgeBaseId: source.id, chunks: result.chunkCount });
    } catch (error) {
      if (this.shutdown.signal.aborted) {
        await releaseTask(db, task.id);
        log.info("Ingestion interrupted by shutdown; it will run again", {
          knowledgeBaseId: source.id,
        });
        return;
      }
      const url = source.url ?? "";
      if (error instanceof IngestError) {
        await failTask(db, task.id, [{ url, message: error.message }]);
        log.warn("Ingestion failed", { knowledgeBaseId: source.id, reason: error.message });
        await this.deps.onTaskFailed?.(task.id);
        return;
      }
      await failTask(db, task.id, [{ url, message: UNEXPECTED_FAILURE }]);
      log.error("Ingestion failed unexpectedly", { knowledgeBaseId: source.id, error });
      await this.deps.onTaskFailed?.(task.id);
    } finally {
      clearInterval(heartbeat);
    }
  }
}
