import { Worker } from "node:worker_threads";
import { READER_HEAP_BYTES, READER_IDLE_MS, READERS } from "../constants";
import { DocumentError, refusedByLimit } from "../documents/document-error";
import type { ReaderReply, ReaderRequest } from "./reader-protocol";

/**
 * The reader's file beside this module: its TypeScript source when the engine runs from its
 * sources (tests, `pnpm dev`), else the `reader-worker.js` that each build (this package's, the
 * API server's) writes beside the module that holds this code.
 */
const FROM_SOURCES = import.meta.url.endsWith(".ts");
const WORKER_FILE = new URL(
  FROM_SOURCES ? "./reader-worker.ts" : "./reader-worker.js",
  import.meta.url,
);

/**
 * From the sources, a worker thread does not inherit the TypeScript loader of its parent (Node
 * 20): this bootstrap registers tsx in the worker before it imports the reader.
 */
const TYPESCRIPT_BOOTSTRAP = `
const { workerData } = require("node:worker_threads");
import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); });
`;

export interface ReadOptions {
  /** The reading stops after this, its reader with it. */
  timeLimitSeconds: number;
  /** Stops the reading, its reader with it. */
  signal?: AbortSignal;
  /** Buffers of the request handed over to the reader rather than copied. */
  transfer?: ArrayBuffer[];
}

interface Job {
  request: ReaderRequest;
  options: ReadOptions;
  resolve: (read: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads documents and pages in worker threads, READERS at most at once (more wait their turn),
 * each with a heap of READER_HEAP_BYTES and a time limit: whatever a file holds, the server's
 * thread never waits on it and its memory stays bounded. A reader that goes past a limit is
 * stopped where it stands, and the file refused with that limit (a DocumentError). An idle reader
 * stops after READER_IDLE_MS; it never keeps the process alive.
 */
class ReaderPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Job[] = [];
  private working = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  read<T>(request: ReaderRequest, options: ReadOptions): Promise<T> {
    options.signal?.throwIfAborted();
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ request, options, resolve: resolve as (read: unknown) => void, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.working < READERS) {
      const job = this.waiting.shift();
      if (!job) return;
      if (job.options.signal?.aborted) {
        job.reject(job.options.signal.reason);
        continue;
      }
      this.working += 1;
      this.run(job, this.idle.pop() ?? this.startReader());
    }
  }

  private run(job: Job, worker: Worker): void {
    const { request, options } = job;
    worker.ref();
    let settled = false;
    const finish = (keepReader: boolean, settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      options.signal?.removeEventListener("abort", onAbort);
      this.working -= 1;
      if (keepReader) this.rest(worker);
      else void worker.terminate();
      settle();
      this.next();
    };
    const refuse = (error: DocumentError) => finish(false, () => job.reject(error));
    const onMessage = (reply: ReaderReply) => {
      switch (reply.type) {
        case "read":
          return finish(true, () => job.resolve(reply.read));
        case "refused": {
          const error = new DocumentError(reply.code, reply.message, reply.limit);
          // A reader stopped by a limit may have left work behind: a new one takes the next file.
          return finish(reply.limit === undefined, () => job.reject(error));
        }
        case "limit":
          return refuse(refusedByLimit(reply.limit));
        case "failed": {
          const error = new Error(`The reader failed: ${reply.message}`);
          error.stack = reply.stack;
          return finish(false, () => job.reject(error));
        }
      }
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") {
        refuse(refusedByLimit({ kind: "memory", value: READER_HEAP_BYTES }));
      } else {
        finish(false, () => job.reject(error));
      }
    };
    const onExit = (code: number) =>
      finish(false, () => job.reject(new Error(`The reader stopped (exit code ${code}).`)));
    const onAbort = () => finish(false, () => job.reject(options.signal?.reason));
    const timer = setTimeout(
      () => refuse(refusedByLimit({ kind: "read_time", value: options.timeLimitSeconds })),
      options.timeLimitSeconds * 1000,
    );
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    worker.postMessage(request, options.transfer ?? []);
  }

  /** Keeps a reader for the next file, until the pool has been idle for READER_IDLE_MS. */
  private rest(worker: Worker): void {
    worker.unref();
    this.idle.push(worker);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      for (const reader of this.idle.splice(0)) void reader.terminate();
    }, READER_IDLE_MS);
    this.idleTimer.unref();
  }

  private startReader(): Worker {
    const resourceLimits = { maxOldGenerationSizeMb: READER_HEAP_BYTES / (1024 * 1024) };
    const worker = FROM_SOURCES
      ? new Worker(TYPESCRIPT_BOOTSTRAP, {
          eval: true,
          resourceLimits,
          workerData: {
            tsx: import.meta.resolve("tsx/esm/api"),
            entry: WORKER_FILE.href,
          },
        })
      : new Worker(WORKER_FILE, { resourceLimits });
    // A reader's failure goes to the reading it was given; an idle one's must not end the process.
    worker.on("error", () => {});
    worker.once("exit", () => {
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
    });
    return worker;
  }
}

const pool = new ReaderPool();

/** Reads `request` in a reader of the pool; see ReaderPool. */
export function readApart<T>(request: ReaderRequest, options: ReadOptions): Promise<T> {
  return pool.read<T>(request, options);
}
