import {
  IngestError,
  type KnowledgeBaseSource,
  type KnowledgeEngine,
  NO_VECTOR_STORE_FAILURE,
  type SourceIngestion,
  type WriteGuard,
} from "@org/knowledge";
import type { TaskNotifier } from "../../app-deps";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import { runTests } from "../assistant-tests/run-tests";
import { queueTestRunsOfKnowledgeBase } from "../assistant-tests/runs";
import {
  type EmbeddingSettings,
  embeddingSettingsOfOwner,
} from "../provider-settings/embedding-settings";
import { knowledgeBaseExists, loadKnowledgeSource } from "./knowledge-source";
import {
  DELETED_KNOWLEDGE_BASE,
  NO_EMBEDDING_PROVIDER,
  TEST_ANSWER_FAILED,
  UNEXPECTED_FAILURE,
  UNEXPECTED_TEST_FAILURE,
} from "./task-failures";
import {
  type ClaimedTask,
  ClaimLostError,
  claimTask,
  completeTask,
  confirmClaim,
  failTask,
  finishEmbeddingTask,
  msUntilLeaseExpiry,
  recordProgress,
  releaseTask,
  succeedTask,
  type TaskError,
  type TaskProgress,
} from "./tasks-service";

export interface TaskRunnerOptions {
  /** How often the queue is looked at for work queued by other instances. */
  pollIntervalMs: number;
  /**
   * How long a claimed task stays this instance's without a heartbeat (config.taskLeaseSeconds
   * unless given).
   */
  leaseSeconds: number;
}

/** A running task's lease is renewed this many times per lease: a few missed beats are harmless. */
const HEARTBEATS_PER_LEASE = 4;
/** Margin after a lease's end before looking for the task it freed. */
const LEASE_EXPIRY_MARGIN_MS = 50;

/** One run of a claimed task, and whether it has lost its claim. */
interface Attempt {
  task: ClaimedTask;
  /**
   * Aborted on shutdown, when the claim is lost or when a beat finds the knowledge base deleted:
   * the engine stops early.
   */
  signal: AbortSignal;
  lost(): boolean;
  /**
   * Renews the lease, recording progress when given, after the attempt's earlier writes; a lost
   * claim stops the attempt.
   */
  beat(progress?: TaskProgress): Promise<void>;
  /**
   * Writes the task's end once every beat asked for before is written: a progress still on its
   * way would otherwise land first or be refused, leaving the task ended on an older count.
   */
  end<T>(write: () => Promise<T>): Promise<T>;
  /** The engine's write guard: refuses the writes of an attempt that lost its claim. */
  guard: WriteGuard;
}

/**
 * Runs the tasks of the queue table one at a time, through the knowledge engine: ingestions
 * (which also embed the chunks when a model applies to the knowledge base's account) and
 * embeddings after a change of model. The queue lives in PostgreSQL, so tasks survive restarts
 * and any instance may run them. A running task holds a short lease, renewed by a heartbeat: an
 * instance that dies has its task taken over by another as soon as the lease runs out, and an
 * attempt whose task was taken over (a claim counts as the task's attempt number, its fence)
 * stops at its next heartbeat and writes nothing, neither chunks nor the task's end. A knowledge
 * base deleted while its task runs, through any instance, stops the task at its next heartbeat or
 * write, which writes nothing more of it: the task ends as one whose knowledge base was deleted
 * before it began, failed for that reason, without a mail to the account or an error logged.
 */
export class TaskRunner implements TaskNotifier {
  private readonly options: TaskRunnerOptions;
  private timer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
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
      /** Called once an ingestion has succeeded (not an embedding); never throws. */
      onIngestionSucceeded?: (taskId: number) => Promise<void>;
      /** Called once a run of a bot's tests has ended; never throws. */
      onTestRunEnded?: (taskId: number) => Promise<void>;
    },
    options: Partial<TaskRunnerOptions> = {},
  ) {
    this.options = {
      pollIntervalMs: 5000,
      leaseSeconds: deps.config.taskLeaseSeconds,
      ...options,
    };
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
    clearTimeout(this.expiryTimer);
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
        if (!this.stopped) await this.wakeAtLeaseExpiry();
      } catch (error) {
        // The database is unreachable: the next poll tries again.
        this.deps.logger.error("Could not work through the task queue", { error });
        return;
      }
    } while (this.wakeAgain && !this.stopped);
  }

  /**
   * When a task runs elsewhere, looks at the queue again as soon as its lease runs out rather
   * than at the next poll, so that the task of a dead instance is taken over at once.
   */
  private async wakeAtLeaseExpiry(): Promise<void> {
    const ms = await msUntilLeaseExpiry(this.deps.db);
    clearTimeout(this.expiryTimer);
    if (ms === undefined || ms >= this.options.pollIntervalMs) return;
    this.expiryTimer = setTimeout(() => this.notify(), ms + LEASE_EXPIRY_MARGIN_MS);
    this.expiryTimer.unref();
  }

  private async run(task: ClaimedTask): Promise<void> {
    const { db, config, logger } = this.deps;
    const log = logger.child({ taskId: task.id, kind: task.kind, attempt: task.attempt });
    const attempt = this.attempt(task);
    // Keeps the lease while the engine works, even if it reports no progress for a while, and
    // notices when the task was taken over.
    const heartbeat = setInterval(
      () => void attempt.beat().catch(() => undefined),
      (this.options.leaseSeconds * 1000) / HEARTBEATS_PER_LEASE,
    );
    heartbeat.unref();
    if (task.kind === "assistant_test") {
      try {
        await this.test(attempt);
      } finally {
        clearInterval(heartbeat);
      }
      return;
    }
    const work = task.kind === "embed" ? "Embedding" : "Ingestion";
    let knowledgeBaseId = task.knowledgeBaseId;
    // Its knowledge base was deleted, before the task or during it: there is nothing left to
    // read, nor a failure to tell the account of.
    const endAsDeleted = async () => {
      const failed = await attempt.end(() =>
        failTask(db, task, [{ url: "", message: DELETED_KNOWLEDGE_BASE }]),
      );
      if (!failed) throw new ClaimLostError(task.id);
      log.info(`${work} stopped: its knowledge base was deleted`, { knowledgeBaseId });
    };
    try {
      const source =
        task.knowledgeBaseId === null
          ? undefined
          : await loadKnowledgeSource(db, task.knowledgeBaseId);
      if (!source) {
        await endAsDeleted();
        return;
      }
      knowledgeBaseId = source.id;
      try {
        const embedding = await embeddingSettingsOfOwner(db, config, {
          table: "knowledge_bases",
          id: source.id,
        });
        if (task.kind === "embed") await this.embed(attempt, source, embedding);
        else await this.ingest(attempt, source, embedding);
      } catch (error) {
        if (attempt.lost() || error instanceof ClaimLostError) throw error;
        if (this.shutdown.signal.aborted) {
          await attempt.end(() => releaseTask(db, task));
          log.info(`${work} interrupted by shutdown; it will run again`, { knowledgeBaseId });
          return;
        }
        // Deleted meanwhile: whatever stopped the work, that is why.
        if (!(await knowledgeBaseExists(db, source.id))) {
          await endAsDeleted();
          return;
        }
        const url = source.url ?? "";
        const reason = error instanceof IngestError ? error.message : UNEXPECTED_FAILURE;
        const failed = await attempt.end(() => failTask(db, task, [{ url, message: reason }]));
        if (!failed) throw new ClaimLostError(task.id);
        if (error instanceof IngestError) log.warn(`${work} failed`, { knowledgeBaseId, reason });
        else log.error(`${work} failed unexpectedly`, { knowledgeBaseId, error });
        await this.deps.onTaskFailed?.(task.id);
      }
    } catch (error) {
      if (!(attempt.lost() || error instanceof ClaimLostError)) throw error;
      // Its writes since the claim was lost were refused; the attempt that holds it finishes.
      log.warn(`${work} stopped: the task was claimed again by another attempt`, {
        knowledgeBaseId,
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Runs a bot's tests. A provider that fails fails the run, which can be started again; a
   * shutdown hands it back to the queue.
   */
  private async test(attempt: Attempt): Promise<void> {
    const { db, logger } = this.deps;
    const { task } = attempt;
    const log = logger.child({ taskId: task.id, kind: task.kind, attempt: task.attempt });
    const botId = task.botId as number;
    try {
      await runTests(this.deps, botId, {
        taskId: task.id,
        signal: attempt.signal,
        beat: (progress) => attempt.beat(progress),
        guard: attempt.guard,
      });
      if (!(await attempt.end(() => succeedTask(db, task)))) throw new ClaimLostError(task.id);
      log.info("Test run ended", { botId });
      await this.deps.onTestRunEnded?.(task.id);
    } catch (error) {
      if (attempt.lost() || error instanceof ClaimLostError) {
        // Claimed again elsewhere, or gone with its bot: that attempt's writes were refused.
        log.warn("Test run stopped: the task was claimed again, or its bot deleted", { botId });
        return;
      }
      if (this.shutdown.signal.aborted) {
        await attempt.end(() => releaseTask(db, task));
        log.info("Test run interrupted by shutdown; it will run again", { botId });
        return;
      }
      const reason = error instanceof AppError ? TEST_ANSWER_FAILED : UNEXPECTED_TEST_FAILURE;
      await attempt.end(() => failTask(db, task, [{ url: "", message: reason }]));
      if (error instanceof AppError) log.warn("Test run failed", { botId, reason: error.message });
      else log.error("Test run failed unexpectedly", { botId, error });
    }
  }

  /** After a knowledge base changed, the tests of the bots answering from it run again. */
  private async testBotsOf(knowledgeBaseId: number): Promise<void> {
    try {
      await queueTestRunsOfKnowledgeBase(this.deps.db, knowledgeBaseId);
    } catch (error) {
      this.deps.logger.error("Could not queue the test runs after a knowledge change", {
        knowledgeBaseId,
        error,
      });
    }
  }

  private attempt(task: ClaimedTask): Attempt {
    const { db } = this.deps;
    const { leaseSeconds } = this.options;
    const claimLost = new AbortController();
    const lose = () => {
      if (!claimLost.signal.aborted) claimLost.abort(new ClaimLostError(task.id));
    };
    const knowledgeBaseDeleted = new AbortController();
    // The engine reports as pages arrive, without waiting for the previous report to be written;
    // sent at once, the writes would race on the pool's connections and an older count could
    // land last. Each write of the task's row waits for the one asked for before it.
    let written: Promise<unknown> = Promise.resolve();
    const inOrder = <T>(write: () => Promise<T>): Promise<T> => {
      const next = written.then(write);
      written = next.catch(() => undefined);
      return next;
    };
    return {
      task,
      signal: AbortSignal.any([
        this.shutdown.signal,
        claimLost.signal,
        knowledgeBaseDeleted.signal,
      ]),
      lost: () => claimLost.signal.aborted,
      beat: (progress) =>
        inOrder(async () => {
          const held = await recordProgress(db, task, progress, leaseSeconds);
          if (!held) lose();
          else if (held.knowledgeBaseDeleted) knowledgeBaseDeleted.abort();
        }),
      end: inOrder,
      async guard(tx) {
        try {
          await confirmClaim(tx, task, leaseSeconds);
        } catch (error) {
          if (error instanceof ClaimLostError) lose();
          throw error;
        }
      },
    };
  }

  /** Reads the knowledge base into chunks, then embeds them when a model applies. */
  private async ingest(
    attempt: Attempt,
    source: KnowledgeBaseSource,
    embedding: EmbeddingSettings,
  ): Promise<void> {
    const { db, engine, config, logger } = this.deps;
    const { task } = attempt;
    const log = logger.child({ taskId: task.id, kind: task.kind, attempt: task.attempt });
    log.info("Ingestion started", { knowledgeBaseId: source.id, embeddingModel: embedding.model });
    const result = await engine.ingest({
      db,
      knowledgeBase: source,
      crawlAllowedHosts: config.crawlAllowedHosts,
      embedder: embedding.embedder,
      report: (progress) => attempt.beat(progress),
      signal: attempt.signal,
      guard: attempt.guard,
    });
    const embeddingError = embeddingErrorOf(embedding, result);
    const errors: TaskError[] = [
      ...result.errors,
      ...(embeddingError ? [{ url: "", message: embeddingError }] : []),
    ];
    const completed = await attempt.end(() =>
      completeTask(db, task, source.id, {
        chunkCount: result.chunkCount,
        errors,
        pagesBeyondLimit: result.pagesBeyondLimit ?? 0,
        pageChanges: result.changed.pages,
        embeddingError,
      }),
    );
    if (!completed) throw new ClaimLostError(task.id);
    await this.deps.onIngestionSucceeded?.(task.id);
    // The bots' tests run again when what the base says changed (or when it got new vectors).
    const { added, removed } = result.changed;
    if (added + removed > 0 || (result.embedding?.embedded ?? 0) > 0) {
      await this.testBotsOf(source.id);
    }
    log.info("Ingestion succeeded", {
      knowledgeBaseId: source.id,
      chunks: result.chunkCount,
      pagesBeyondLimit: result.pagesBeyondLimit ?? 0,
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
    attempt: Attempt,
    source: KnowledgeBaseSource,
    embedding: EmbeddingSettings,
  ): Promise<void> {
    const { db, engine, logger } = this.deps;
    const { task } = attempt;
    const log = logger.child({ taskId: task.id, kind: task.kind, attempt: task.attempt });
    const finish = async (result: Parameters<typeof finishEmbeddingTask>[3]) => {
      if (!(await attempt.end(() => finishEmbeddingTask(db, task, source.id, result)))) {
        throw new ClaimLostError(task.id);
      }
    };
    if (!embedding.model) {
      // The model was removed after the task was queued: nothing to embed any more.
      await finish({ failed: false, errors: [], embeddingError: null });
      return;
    }
    if (!embedding.embedder) {
      await finish({
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
      report: (progress) => attempt.beat(progress),
      signal: attempt.signal,
      guard: attempt.guard,
    });
    const failure = outcome.failure ?? null;
    await finish({
      failed: failure !== null && failure !== NO_VECTOR_STORE_FAILURE,
      errors: failure ? [{ url: "", message: failure }] : [],
      embeddingError: failure,
    });
    // Answers by meaning change with the vectors: the bots' tests run again.
    if (outcome.embedded > 0) await this.testBotsOf(source.id);
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
