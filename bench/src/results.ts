import type { QualityReport } from "./check-set";
import { type LatencySummary, round } from "./stats";

/** What the benchmark holds to; a run fails when one is missed. */
export const BUDGETS = {
  /** p95 of answerQuestion (extractive) at 10,000 chunks, in ms. */
  answerP95Ms: 50,
} as const;

export interface Throughput {
  ms: number;
  chunksPerSecond: number;
  pagesPerSecond: number;
}

export interface MatchingChunksBucket {
  /** e.g. "1,000 to 2,999" */
  matchingChunks: string;
  answer: LatencySummary;
}

export interface Budget {
  id: "answer-latency" | "rephrased-hit-at-1" | "rephrased-hit-at-3";
  name: string;
  limit: string;
  measured: string;
  pass: boolean;
}

export interface LatencyResults {
  warmUp: number;
  engineAnswer: LatencySummary;
  /** Retrieval alone (full mode only): how much of an answer is the search. */
  engineRetrieve?: LatencySummary;
  /**
   * Answer latency by how many chunks hold at least one of the question's terms (full mode
   * only): the work of a search grows with that number.
   */
  engineAnswerByMatchingChunks?: MatchingChunksBucket[];
  bm25: LatencySummary;
}

export interface QualityResults {
  engine: QualityReport;
  bm25: QualityReport;
  /**
   * The engine again with a lower `minCoverage` than its default (full mode only): how much of
   * the rephrased questions the threshold turns into "I don't know", and at what cost on
   * out-of-scope ones. The budgets use the defaults.
   */
  engineByMinCoverage?: { minCoverage: number; report: QualityReport }[];
}

export interface KnowledgeBenchResult {
  mode: "full" | "short";
  startedAt: string;
  environment: {
    node: string;
    cpus: number;
    cpuModel: string;
    database: string;
    /** 1-minute load averages when the run started and ended: the machine is shared. */
    loadAverage: { start: number; end: number };
  };
  site: {
    pages: number;
    crawlErrors: { url: string; message: string }[];
    crawl: { ms: number; pagesPerSecond: number };
    chunks: number;
    ingestion: Throughput;
  };
  corpus: { chunks: number; pages: number; generatedChunks: number; seed: number };
  ingestion: { engine: Throughput; bm25: Throughput };
  latency: LatencyResults;
  /** The check set on the fixture site. */
  quality: QualityResults;
  budgets: Budget[];
}

export function budgetsOf(result: Omit<KnowledgeBenchResult, "budgets">): Budget[] {
  const p95 = result.latency.engineAnswer.p95Ms;
  const { engine, bm25 } = result.quality;
  return [
    {
      id: "answer-latency",
      name: `answer p95 at ${result.corpus.chunks.toLocaleString("en")} chunks`,
      limit: `< ${BUDGETS.answerP95Ms} ms`,
      measured: `${p95} ms`,
      pass: p95 < BUDGETS.answerP95Ms,
    },
    {
      id: "rephrased-hit-at-1",
      name: "hit@1 on rephrased questions, engine vs BM25",
      limit: `> BM25 (${bm25.rephrased.hitAt1}/${bm25.rephrased.questions})`,
      measured: `${engine.rephrased.hitAt1}/${engine.rephrased.questions}`,
      pass: engine.rephrased.hitAt1 > bm25.rephrased.hitAt1,
    },
    {
      id: "rephrased-hit-at-3",
      name: "hit@3 on rephrased questions, engine vs BM25",
      limit: `> BM25 (${bm25.rephrased.hitAt3}/${bm25.rephrased.questions})`,
      measured: `${engine.rephrased.hitAt3}/${engine.rephrased.questions}`,
      pass: engine.rephrased.hitAt3 > bm25.rephrased.hitAt3,
    },
  ];
}

export function throughput(ms: number, chunks: number, pages: number): Throughput {
  return {
    ms: round(ms),
    chunksPerSecond: perSecond(chunks, ms),
    pagesPerSecond: perSecond(pages, ms),
  };
}

export function perSecond(count: number, ms: number): number {
  return round((count * 1000) / ms, 1);
}
