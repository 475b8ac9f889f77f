import type { QualityReport } from "./check-set";
import type { CheckSite } from "./check-sites";
import type { Machine } from "./machine";
import { type LatencySummary, round } from "./stats";

/** What the benchmark holds to; a run fails when one is missed. */
export const BUDGETS = {
  /** p95 of answerQuestion (extractive) at 10,000 chunks, in ms. */
  answerP95Ms: 50,
  /** Share of out-of-scope questions answered "I don't know", on each check set. */
  outOfScopeNoAnswer: 0.7,
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

export type BudgetId =
  | "answer-latency"
  | `${"rephrased-hit-at-1" | "rephrased-hit-at-3" | "out-of-scope-no-answer"}:${CheckSite["id"]}`;

export interface Budget {
  id: BudgetId;
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
}

/** One fixture site's check set, scored. */
export interface SiteQuality extends QualityResults {
  site: CheckSite["id"];
  name: string;
  pages: number;
  chunks: number;
}

export interface KnowledgeBenchResult {
  mode: "full" | "short";
  startedAt: string;
  environment: Machine & { database: string };
  /** The first fixture site: crawled, ingested, and part of the latency knowledge base. */
  site: {
    name: string;
    pages: number;
    crawlErrors: { url: string; message: string }[];
    crawl: { ms: number; pagesPerSecond: number };
    chunks: number;
    ingestion: Throughput;
  };
  corpus: { chunks: number; pages: number; generatedChunks: number; seed: number };
  ingestion: { engine: Throughput; bm25: Throughput };
  latency: LatencyResults;
  /** The check set of each fixture site. */
  quality: SiteQuality[];
  budgets: Budget[];
}

export function budgetsOf(result: Omit<KnowledgeBenchResult, "budgets">): Budget[] {
  const p95 = result.latency.engineAnswer.p95Ms;
  return [
    {
      id: "answer-latency",
      name: `answer p95 at ${result.corpus.chunks.toLocaleString("en")} chunks`,
      limit: `< ${BUDGETS.answerP95Ms} ms`,
      measured: `${p95} ms`,
      pass: p95 < BUDGETS.answerP95Ms,
    },
    ...result.quality.flatMap(checkSetBudgets),
  ];
}

function checkSetBudgets({ site, name, engine, bm25 }: SiteQuality): Budget[] {
  const { questions } = engine.rephrased;
  const outOfScope = engine.outOfScope;
  const minNoAnswer = Math.ceil(BUDGETS.outOfScopeNoAnswer * outOfScope.questions);
  return [
    {
      id: `rephrased-hit-at-1:${site}`,
      name: `${name}: hit@1 on rephrased questions, engine vs BM25`,
      limit: `> BM25 (${bm25.rephrased.hitAt1}/${questions})`,
      measured: `${engine.rephrased.hitAt1}/${questions}`,
      pass: engine.rephrased.hitAt1 > bm25.rephrased.hitAt1,
    },
    {
      id: `rephrased-hit-at-3:${site}`,
      name: `${name}: hit@3 on rephrased questions, engine vs BM25`,
      limit: `> BM25 (${bm25.rephrased.hitAt3}/${questions})`,
      measured: `${engine.rephrased.hitAt3}/${questions}`,
      pass: engine.rephrased.hitAt3 > bm25.rephrased.hitAt3,
    },
    {
      id: `out-of-scope-no-answer:${site}`,
      name: `${name}: out-of-scope questions answered "I don't know"`,
      limit: `≥ ${minNoAnswer}/${outOfScope.questions}`,
      measured: `${outOfScope.noAnswer}/${outOfScope.questions}`,
      pass: outOfScope.noAnswer >= minNoAnswer,
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
