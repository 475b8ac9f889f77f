import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { currentLoad } from "./machine";
import { type Throughput, throughput } from "./results";
import type { LatencySummary } from "./stats";

export interface ScaleResults {
  chunks: number;
  pages: number;
  ingestion: Throughput;
  /** Extractive answers over the knowledge base, after as many untimed. */
  answer: LatencySummary;
  /**
   * Resident memory of the process that answered (PGlite, the search index and what the
   * answers use), and of the one that ingested, at its end.
   */
  memory: { answeringRssMb: number; answeringHeapUsedMb: number; ingestingRssMb: number };
  loadAverage: { start: number; end: number };
}

const run = promisify(execFile);
const tsx = createRequire(import.meta.url).resolve("tsx/cli");
const script = fileURLToPath(new URL("./scale-process.ts", import.meta.url));

/**
 * A knowledge base of `chunks` chunks ingested by one process, then answers timed by another that
 * opens the same database, as an API instance does after a restart, or beside the instance that
 * ingested: the memory measured is what an API process needs to answer from it, apart from the
 * ingestion's own peak (reported too) and from what this benchmark holds besides.
 */
export async function measureAtScale({
  chunks,
  questions,
  seed,
}: {
  chunks: number;
  questions: number;
  seed: number;
}): Promise<ScaleResults> {
  const start = currentLoad();
  const dataDir = await mkdtemp(join(tmpdir(), "knowledge-scale-"));
  try {
    const ingested = (await inProcess(["ingest", dataDir, chunks, questions, seed])) as {
      knowledgeBaseId: number;
      questions: string[];
      pages: number;
      ingestMs: number;
      rssMb: number;
    };
    const answered = (await inProcess(
      ["answer", dataDir, chunks, questions, seed, ingested.knowledgeBaseId],
      { SCALE_QUESTIONS: JSON.stringify(ingested.questions) },
    )) as { answer: LatencySummary; rssMb: number; heapUsedMb: number };
    return {
      chunks,
      pages: ingested.pages,
      ingestion: throughput(ingested.ingestMs, chunks, ingested.pages),
      answer: answered.answer,
      memory: {
        answeringRssMb: answered.rssMb,
        answeringHeapUsedMb: answered.heapUsedMb,
        ingestingRssMb: ingested.rssMb,
      },
      loadAverage: { start, end: currentLoad() },
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function inProcess(
  args: readonly (string | number)[],
  env: Record<string, string> = {},
): Promise<unknown> {
  const { stdout } = await run(
    process.execPath,
    [tsx, "--conditions=@org/source", script, ...args.map(String)],
    { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024, timeout: 20 * 60_000 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
}
