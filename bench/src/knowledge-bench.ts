import { readdir } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { bm25Answerer, bm25Over, engineAnswerer, storedChunks } from "./answerers";
import { type CheckQuestion, loadCheckSet, scoreCheckSet } from "./check-set";
import {
  crawlSite,
  createKnowledgeBase,
  type Db,
  ingestPages,
  openEngineTestDb,
  type TextSource,
} from "./engine";
import { measureLatency } from "./latency";
import { seededRandom } from "./prng";
import {
  budgetsOf,
  type KnowledgeBenchResult,
  perSecond,
  type QualityResults,
  throughput,
} from "./results";
import { SITE_ROOT, type SiteServer, startSiteServer } from "./site-server";
import { round, timed } from "./stats";
import { syntheticCorpus } from "./synthetic-corpus";

export interface BenchOptions {
  /** Fewer timed questions and no diagnostics, for CI; the knowledge base keeps its size. */
  short?: boolean;
  /** Chunks of the latency knowledge base. */
  chunks?: number;
  seed?: number;
  /** Progress lines (stderr in the command line). */
  log?: (line: string) => void;
}

const DEFAULT_CHUNKS = 10_000;
const DEFAULT_SEED = 20_251_121;
/** Generated questions timed beside the check set's, and questions run first, untimed. */
const RUN_SIZES = { full: { generated: 150, warmUp: 30 }, short: { generated: 30, warmUp: 10 } };
/** Thresholds tried beside the engine's default minCoverage (0.5) in full mode. */
const LOWER_MIN_COVERAGES = [0.34, 0.25];

/**
 * Crawls the fixture site and scores the check set on it (engine and BM25 baseline), then
 * builds a knowledge base of `chunks` chunks (the site plus generated pages) and times
 * ingestion and answers there, beside the baseline over the same chunks.
 */
export async function runKnowledgeBench(options: BenchOptions = {}): Promise<KnowledgeBenchResult> {
  const mode = options.short ? "short" : "full";
  const log = options.log ?? (() => {});
  const seed = options.seed ?? DEFAULT_SEED;
  const startedAt = new Date().toISOString();
  const loadAtStart = loadavg()[0] ?? 0;
  const server = await startSiteServer();
  const db = await openEngineTestDb();
  try {
    const checkSet = await loadCheckSet();
    log("crawling the fixture site and scoring the check set");
    const site = await measureSite(db, server, checkSet, { diagnostics: mode === "full" });

    const sizes = RUN_SIZES[mode];
    const targetChunks = options.chunks ?? DEFAULT_CHUNKS;
    log(`generating ${targetChunks - site.chunks} chunks and ingesting them with the site`);
    const scale = await buildScaleBase(db, site.pages, {
      siteChunks: site.chunks,
      targetChunks,
      questions: sizes.generated + sizes.warmUp,
      seed,
    });

    const questions = shuffled(
      [...checkSet.map((entry) => entry.question), ...scale.questions.slice(sizes.warmUp)],
      seed,
    );
    log(`timing ${questions.length} answers after ${sizes.warmUp} untimed`);
    const latency = await measureLatency({
      db,
      knowledgeBaseId: scale.knowledgeBaseId,
      index: scale.index,
      warmUp: scale.questions.slice(0, sizes.warmUp),
      questions,
      detailed: mode === "full",
    });

    const result = {
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
        pages: site.pages.length,
        crawlErrors: site.crawlErrors,
        crawl: {
          ms: round(site.crawlMs),
          pagesPerSecond: perSecond(site.pages.length, site.crawlMs),
        },
        chunks: site.chunks,
        ingestion: throughput(site.ingestMs, site.chunks, site.pages.length),
      },
      corpus: {
        chunks: targetChunks,
        pages: scale.pages,
        generatedChunks: targetChunks - site.chunks,
        seed,
      },
      ingestion: {
        engine: throughput(scale.ingestMs, targetChunks, scale.pages),
        bm25: throughput(scale.indexMs, targetChunks, scale.pages),
      },
      latency,
      quality: site.quality,
    } satisfies Omit<KnowledgeBenchResult, "budgets">;
    return { ...result, budgets: budgetsOf(result) };
  } finally {
    await db.close();
    await server.close();
  }
}

/** Crawls the fixture site into its own knowledge base and scores the check set there. */
async function measureSite(
  db: Db,
  server: SiteServer,
  checkSet: readonly CheckQuestion[],
  { diagnostics }: { diagnostics: boolean },
) {
  const crawl = await timed(() =>
    crawlSite({ url: `${server.origin}/`, depth: 5, maxCrawls: 200, allowedHosts: ["127.0.0.1"] }),
  );
  const { pages, errors } = crawl.value;
  const expectedPages = await countFixturePages();
  if (pages.length !== expectedPages) {
    throw new Error(`crawled ${pages.length} pages of the ${expectedPages} of the site`);
  }
  const knowledgeBaseId = await createKnowledgeBase(db);
  const ingest = await timed(() => ingestPages(db, knowledgeBaseId, pages));

  const score = (answerer: Parameters<typeof scoreCheckSet>[2]) =>
    scoreCheckSet(checkSet, server.origin, answerer);
  const quality: QualityResults = {
    engine: await score(engineAnswerer(db, knowledgeBaseId)),
    bm25: await score(bm25Answerer(bm25Over(await storedChunks(db, knowledgeBaseId)))),
  };
  if (diagnostics) {
    quality.engineByMinCoverage = [];
    for (const minCoverage of LOWER_MIN_COVERAGES) {
      const report = await score(engineAnswerer(db, knowledgeBaseId, { minCoverage }));
      quality.engineByMinCoverage.push({ minCoverage, report });
    }
  }
  return {
    pages,
    crawlErrors: errors,
    crawlMs: crawl.ms,
    chunks: ingest.value.chunkCount,
    ingestMs: ingest.ms,
    quality,
  };
}

/**
 * The latency knowledge base: the site's pages plus generated ones, exactly `targetChunks`
 * chunks, ingested in one call; and the baseline's index over the chunks the engine stored.
 */
async function buildScaleBase(
  db: Db,
  sitePages: readonly TextSource[],
  {
    siteChunks,
    targetChunks,
    questions,
    seed,
  }: { siteChunks: number; targetChunks: number; questions: number; seed: number },
) {
  const corpus = syntheticCorpus(siteTextsOf(sitePages), {
    sections: targetChunks - siteChunks,
    questions,
    seed,
  });
  const pages = [...sitePages, ...corpus.pages];
  const knowledgeBaseId = await createKnowledgeBase(db);
  const ingest = await timed(() => ingestPages(db, knowledgeBaseId, pages));
  if (ingest.value.chunkCount !== targetChunks) {
    throw new Error(
      `the knowledge base holds ${ingest.value.chunkCount} chunks, not ${targetChunks}`,
    );
  }
  const chunks = await storedChunks(db, knowledgeBaseId);
  const index = await timed(async () => bm25Over(chunks));
  return {
    knowledgeBaseId,
    pages: pages.length,
    ingestMs: ingest.ms,
    index: index.value,
    indexMs: index.ms,
    questions: corpus.questions,
  };
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
