import { readdir } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { Bm25Index } from "./bm25";
import { type Answerer, loadCheckSet, type QualityReport, scoreCheckSet } from "./check-set";
import {
  answerQuestion,
  crawlSite,
  createKnowledgeBase,
  type Db,
  ingestPages,
  openEngineTestDb,
  retrieve,
  type TextSource,
} from "./engine";
import { seededRandom } from "./prng";
import { SITE_ROOT, startSiteServer } from "./site-server";
import { type LatencySummary, round, summarise, timed, timeEach } from "./stats";
import { syntheticCorpus } from "./synthetic-corpus";

export interface BenchOptions {
  /** Fewer timed questions, for CI; the knowledge base keeps its full size. */
  short?: boolean;
  /** Chunks of the latency knowledge base. */
  chunks?: number;
  seed?: number;
  /** Progress lines (stderr in the command line). */
  log?: (line: string) => void;
}

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
  id: "answer-latency" | "rephrased-hit-at-3";
  name: string;
  limit: string;
  measured: string;
  pass: boolean;
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
  latency: {
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
  };
  /** The check set on the fixture site. */
  quality: {
    engine: QualityReport;
    bm25: QualityReport;
    /**
     * The engine again with lower `minCoverage` than its default (full mode only): how much
     * of the rephrased questions the threshold turns into "I don't know", and at what cost on
     * out-of-scope ones. Not a setting the budgets use.
     */
    engineByMinCoverage?: { minCoverage: number; report: QualityReport }[];
  };
  budgets: Budget[];
}

const DEFAULT_CHUNKS = 10_000;
const DEFAULT_SEED = 20_251_121;
/** Generated questions timed beside the check set's, and questions run first, untimed. */
const RUN_SIZES = { full: { generated: 150, warmUp: 30 }, short: { generated: 30, warmUp: 10 } };
const BOT = { model: "bench" };
/** Thresholds tried beside the engine's default minCoverage (0.5) in full mode. */
const LOWER_MIN_COVERAGES = [0.34, 0.25];

/**
 * Crawls the fixture site, scores the check set on it (engine and BM25 baseline), then builds a
 * knowledge base of `chunks` chunks (the site plus generated pages) and times ingestion and
 * answers there, beside the baseline over the same chunks.
 */
export async function runKnowledgeBench(options: BenchOptions = {}): Promise<KnowledgeBenchResult> {
  const mode = options.short ? "short" : "full";
  const targetChunks = options.chunks ?? DEFAULT_CHUNKS;
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});
  const startedAt = new Date().toISOString();
  const loadAtStart = loadavg()[0] ?? 0;
  const server = await startSiteServer();
  const db = await openEngineTestDb();
  try {
    const checkSet = await loadCheckSet();

    log("crawling the fixture site");
    const crawl = await timed(() =>
      crawlSite({
        url: `${server.origin}/`,
        depth: 5,
        maxCrawls: 200,
        allowedHosts: ["127.0.0.1"],
      }),
    );
    const sitePages = crawl.value.pages;
    const expectedPages = await countFixturePages();
    if (sitePages.length !== expectedPages) {
      throw new Error(`crawled ${sitePages.length} pages of the ${expectedPages} of the site`);
    }
    const siteBase = await createKnowledgeBase(db);
    const siteIngest = await timed(() => ingestPages(db, siteBase, sitePages));
    const siteChunks = siteIngest.value.chunkCount;

    log("scoring the check set on the site");
    const quality = {
      engine: await scoreCheckSet(checkSet, server.origin, engineAnswerer(db, siteBase)),
      bm25: await scoreCheckSet(
        checkSet,
        server.origin,
        bm25Answerer(await bm25Over(db, siteBase)),
      ),
    };
    const engineByMinCoverage = [];
    for (const minCoverage of options.short ? [] : LOWER_MIN_COVERAGES) {
      const answerer = engineAnswerer(db, siteBase, { minCoverage });
      engineByMinCoverage.push({
        minCoverage,
        report: await scoreCheckSet(checkSet, server.origin, answerer),
      });
    }

    log(`generating ${targetChunks - siteChunks} chunks`);
    const sizes = RUN_SIZES[mode];
    const corpus = syntheticCorpus(siteTextsOf(sitePages), {
      sections: targetChunks - siteChunks,
      questions: sizes.generated + sizes.warmUp,
      seed,
    });
    const pages = [...sitePages, ...corpus.pages];
    const bigBase = await createKnowledgeBase(db);
    log(`ingesting ${pages.length} pages`);
    const ingest = await timed(() => ingestPages(db, bigBase, pages));
    if (ingest.value.chunkCount !== targetChunks) {
      throw new Error(
        `the knowledge base holds ${ingest.value.chunkCount} chunks, not ${targetChunks}`,
      );
    }
    const chunks = await readChunks(db, bigBase);
    const bm25Build = await timed(async () => buildBm25(chunks));
    const index = bm25Build.value;

    const warmUp = corpus.questions.slice(0, sizes.warmUp);
    const timedQuestions = shuffled(
      [...checkSet.map((entry) => entry.question), ...corpus.questions.slice(sizes.warmUp)],
      seed,
    );
    const answer = (question: string) =>
      answerQuestion({ db, question, bot: BOT, knowledgeBaseIds: [bigBase] });
    log(`warming up (${warmUp.length} questions), then timing ${timedQuestions.length} answers`);
    await timeEach(warmUp, answer);
    const answerTimes = await timeEach(timedQuestions, answer);
    const questionTerms: string[][] = [];
    const retrieveTimes = options.short
      ? undefined
      : await timeEach(timedQuestions, async (question) => {
          questionTerms.push((await retrieve(db, question, [bigBase])).terms);
        });
    const byMatchingChunks = retrieveTimes
      ? await latencyByMatchingChunks(db, bigBase, questionTerms, answerTimes)
      : undefined;
    await timeEach(warmUp, (question) => index.search(question, 3));
    const bm25Times = await timeEach(timedQuestions, (question) => index.search(question, 3));
    const result: KnowledgeBenchResult = {
      mode,
      startedAt,
      environment: {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? "",
        database: `${db.kind} (unaccent, pgvector)`,
        loadAverage: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
      },
      site: {
        pages: sitePages.length,
        crawlErrors: crawl.value.errors,
        crawl: { ms: round(crawl.ms), pagesPerSecond: perSecond(sitePages.length, crawl.ms) },
        chunks: siteChunks,
        ingestion: throughput(siteIngest.ms, siteChunks, sitePages.length),
      },
      corpus: {
        chunks: targetChunks,
        pages: pages.length,
        generatedChunks: targetChunks - siteChunks,
        seed,
      },
      ingestion: {
        engine: throughput(ingest.ms, targetChunks, pages.length),
        bm25: throughput(bm25Build.ms, chunks.length, pages.length),
      },
      latency: {
        warmUp: warmUp.length,
        engineAnswer: summarise(answerTimes),
        ...(retrieveTimes ? { engineRetrieve: summarise(retrieveTimes) } : {}),
        ...(byMatchingChunks ? { engineAnswerByMatchingChunks: byMatchingChunks } : {}),
        bm25: summarise(bm25Times),
      },
      quality: {
        ...quality,
        ...(engineByMinCoverage.length > 0 ? { engineByMinCoverage } : {}),
      },
      budgets: [],
    };
    result.budgets = budgetsOf(result);
    return result;
  } finally {
    await db.close();
    await server.close();
  }
}

function budgetsOf(result: KnowledgeBenchResult): Budget[] {
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
      id: "rephrased-hit-at-3",
      name: "hit@3 on rephrased questions, engine vs BM25",
      limit: `> BM25 (${bm25.rephrased.hitAt3}/${bm25.rephrased.questions})`,
      measured: `${engine.rephrased.hitAt3}/${engine.rephrased.questions}`,
      pass: engine.rephrased.hitAt3 > bm25.rephrased.hitAt3,
    },
  ];
}

function engineAnswerer(
  db: Db,
  knowledgeBaseId: number,
  retrieveOptions?: { minCoverage: number },
): Answerer {
  return async (question) => {
    const result = await answerQuestion({
      db,
      question,
      bot: BOT,
      knowledgeBaseIds: [knowledgeBaseId],
      retrieveOptions,
    });
    return { urls: result.links.map((link) => link.url), noAnswer: result.mode === "no_answer" };
  };
}

function bm25Answerer(index: Bm25Index): Answerer {
  return async (question) => {
    const hits = index.search(question, 3);
    return { urls: hits.map((hit) => hit.url), noAnswer: hits.length === 0 };
  };
}

const MATCHING_CHUNK_BUCKETS = [
  { label: "fewer than 1,000", below: 1000 },
  { label: "1,000 to 2,999", below: 3000 },
  { label: "3,000 or more", below: Number.POSITIVE_INFINITY },
];

/**
 * Groups answer times by the number of chunks holding any of the question's terms, counted
 * with the same text search configuration the engine searches with.
 */
async function latencyByMatchingChunks(
  db: Db,
  knowledgeBaseId: number,
  termsByQuestion: readonly string[][],
  answerTimes: readonly number[],
): Promise<MatchingChunksBucket[]> {
  const groups = MATCHING_CHUNK_BUCKETS.map(() => [] as number[]);
  for (const [index, terms] of termsByQuestion.entries()) {
    const counted = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM knowledge_chunks
        WHERE knowledge_base_id = $1
          AND search_vector @@ to_tsquery('fr_unaccent', array_to_string($2::text[], ' | '))`,
      [knowledgeBaseId, terms],
    );
    const matching = counted.rows[0]?.n ?? 0;
    const bucket = MATCHING_CHUNK_BUCKETS.findIndex((entry) => matching < entry.below);
    groups[bucket]?.push(answerTimes[index] ?? 0);
  }
  return MATCHING_CHUNK_BUCKETS.map((entry, index) => ({
    matchingChunks: entry.label,
    answer: summarise(groups[index] ?? []),
  })).filter((bucket) => bucket.answer.count > 0);
}

interface StoredChunk {
  url: string;
  title: string;
  heading_path: string;
  content: string;
}

/** The chunks the engine stored, in order: the baseline indexes exactly these. */
async function readChunks(db: Db, knowledgeBaseId: number): Promise<StoredChunk[]> {
  const result = await db.query<StoredChunk>(
    `SELECT url, title, heading_path, content FROM knowledge_chunks
      WHERE knowledge_base_id = $1 ORDER BY position`,
    [knowledgeBaseId],
  );
  return result.rows;
}

/** The baseline indexes a chunk's title and headings with its text, all in one field. */
function buildBm25(chunks: readonly StoredChunk[]): Bm25Index {
  const index = new Bm25Index();
  for (const chunk of chunks) {
    index.add({ url: chunk.url, text: `${chunk.title}\n${chunk.heading_path}\n${chunk.content}` });
  }
  return index;
}

async function bm25Over(db: Db, knowledgeBaseId: number): Promise<Bm25Index> {
  return buildBm25(await readChunks(db, knowledgeBaseId));
}

/** The site's words as a reader meets them: each title and heading once, then the text. */
function siteTextsOf(pages: readonly TextSource[]): string[] {
  return pages.flatMap((page) => [
    page.title,
    ...new Set(page.blocks.flatMap((block) => block.headingPath)),
    ...page.blocks.map((block) => block.text),
  ]);
}

async function countFixturePages(): Promise<number> {
  const entries = await readdir(SITE_ROOT, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".html")).length;
}

/** A deterministic shuffle, so that check-set and generated questions interleave. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function throughput(ms: number, chunks: number, pages: number): Throughput {
  return {
    ms: round(ms),
    chunksPerSecond: perSecond(chunks, ms),
    pagesPerSecond: perSecond(pages, ms),
  };
}

function perSecond(count: number, ms: number): number {
  return round((count * 1000) / ms, 1);
}
