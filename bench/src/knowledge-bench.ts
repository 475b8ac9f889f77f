import { readdir, readFile } from "node:fs/promises";
import { basename } from "node:path";
import { answerFlaws } from "./answer-shape";
import { bm25Answerer, bm25Over, engineAnswerer, storedChunks } from "./answerers";
import {
  type CheckQuestion,
  loadCheckSet,
  loadOtherWordings,
  type QualityReport,
  scoreCheckSet,
} from "./check-set";
import { assertInstalled, CHECK_SITES, type CheckSite, type SiteSource } from "./check-sites";
import {
  crawlSite,
  createKnowledgeBase,
  type Db,
  FIXED_REPLIES,
  ingestDocument,
  ingestPages,
  openEngineTestDb,
  type TextSource,
} from "./engine";
import { measureLatency } from "./latency";
import { currentLoad, describeMachine } from "./machine";
import { simulateOwnerLoop } from "./owner-loop";
import { seededRandom } from "./prng";
import {
  budgetsOf,
  type KnowledgeBenchResult,
  perSecond,
  type QualityResults,
  type SiteQuality,
  throughput,
} from "./results";
import { ingestScaleKnowledgeBase } from "./scale-knowledge-base";
import { measureAtScale } from "./scale-run";
import { startSiteServer } from "./site-server";
import { round, timed } from "./stats";

export interface BenchOptions {
  /** Fewer timed questions and no diagnostics, for CI; the knowledge bases keep their size. */
  short?: boolean;
  /** Chunks of the latency knowledge base. */
  chunks?: number;
  /** Chunks of the knowledge base measured at scale. */
  scaleChunks?: number;
  seed?: number;
  /** Progress lines (stderr in the command line). */
  log?: (line: string) => void;
}

const DEFAULT_CHUNKS = 10_000;
const DEFAULT_SCALE_CHUNKS = 100_000;
/** Answers timed at scale, after as many untimed. */
const SCALE_QUESTIONS = { full: 200, short: 60 };
const DEFAULT_SEED = 20_251_121;
/** Generated questions timed beside the check set's, and questions run first, untimed. */
const RUN_SIZES = { full: { generated: 150, warmUp: 30 }, short: { generated: 30, warmUp: 10 } };

/**
 * Reads each check set's material (crawled sites, uploaded documents) and scores its questions
 * (engine and BM25 baseline); builds a knowledge base of `chunks` chunks (the first site plus
 * generated pages) and times ingestion and answers there, beside the baseline over the same
 * chunks; then measures answers and memory at `scaleChunks` chunks in processes of their own.
 */
export async function runKnowledgeBench(options: BenchOptions = {}): Promise<KnowledgeBenchResult> {
  const mode = options.short ? "short" : "full";
  const log = options.log ?? (() => {});
  const seed = options.seed ?? DEFAULT_SEED;
  const startedAt = new Date().toISOString();
  const loadAtStart = currentLoad();
  const db = await openEngineTestDb();
  try {
    const sites = [];
    for (const checkSite of CHECK_SITES) {
      log(`crawling the ${checkSite.name} site and scoring its check set`);
      sites.push(await measureSite(db, checkSite));
    }
    const [site] = sites;
    if (!site) throw new Error("no fixture site to measure");

    const sizes = RUN_SIZES[mode];
    const targetChunks = options.chunks ?? DEFAULT_CHUNKS;
    log(`generating ${targetChunks - site.chunks} chunks and ingesting them with the site`);
    const scale = await buildScaleBase(db, site.pages, {
      targetChunks,
      questions: sizes.generated + sizes.warmUp,
      seed,
    });

    const questions = shuffled(
      [...site.checkSet.map((entry) => entry.question), ...scale.questions.slice(sizes.warmUp)],
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

    const scaleChunks = options.scaleChunks ?? DEFAULT_SCALE_CHUNKS;
    log(`ingesting ${scaleChunks} chunks and timing answers over them`);
    const atScale = await measureAtScale({
      chunks: scaleChunks,
      questions: SCALE_QUESTIONS[mode],
      seed: seed + 1,
    });

    const result = {
      mode,
      startedAt,
      environment: { ...describeMachine(loadAtStart), database: `${db.kind} (unaccent, pgvector)` },
      site: {
        name: site.name,
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
      quality: sites.map(siteQuality),
      scale: atScale,
    } satisfies Omit<KnowledgeBenchResult, "budgets">;
    return { ...result, budgets: budgetsOf(result) };
  } finally {
    await db.close();
  }
}

/** A measured check set as the results hold it. */
export function siteQuality(measured: Awaited<ReturnType<typeof measureSite>>): SiteQuality {
  return {
    site: measured.id,
    name: measured.name,
    real: measured.debianPackage !== undefined,
    heldOut: measured.heldOut === true,
    pages: measured.pages.length,
    chunks: measured.chunks,
    ...measured.quality,
    flawedAnswers: flawedAnswers(measured.quality.engine),
  };
}

/** Reads a check set's material into knowledge bases and scores its questions. */
export async function measureSite(db: Db, site: CheckSite) {
  assertInstalled(site);
  const checkSet = await loadCheckSet(site.questions);
  const otherWordings = await loadOtherWordings(site.questions);
  const { source } = site;
  if (source.kind === "documents") {
    const read = await timed(() => ingestFiles(db, source.files));
    const quality = await scoreBoth(db, checkSet, otherWordings, "", read.value.knowledgeBaseIds);
    return {
      ...site,
      checkSet,
      pages: read.value.pages,
      crawlErrors: [],
      crawlMs: 0,
      chunks: read.value.chunks,
      ingestMs: read.ms,
      quality,
    };
  }
  const server = await startSiteServer(source.root);
  try {
    const measured = await crawlAndScore(db, site, source, server.origin, {
      checkSet,
      otherWordings,
    });
    return { ...site, checkSet, ...measured };
  } finally {
    await server.close();
  }
}

/** Each file as a document knowledge base of its own, as an administrator would upload it. */
async function ingestFiles(db: Db, files: readonly URL[]) {
  const knowledgeBaseIds: number[] = [];
  const pages: TextSource[] = [];
  let chunks = 0;
  for (const file of files) {
    const knowledgeBaseId = await createKnowledgeBase(db);
    const name = basename(file.pathname);
    const result = await ingestDocument(db, knowledgeBaseId, await readFile(file), {
      url: `/${name}`,
      title: name,
    });
    knowledgeBaseIds.push(knowledgeBaseId);
    pages.push({ url: `/${name}`, title: name, blocks: [] });
    chunks += result.chunkCount;
  }
  return { knowledgeBaseIds, pages, chunks };
}

async function crawlAndScore(
  db: Db,
  site: CheckSite,
  source: SiteSource,
  origin: string,
  questions: { checkSet: readonly CheckQuestion[]; otherWordings: readonly CheckQuestion[] },
) {
  const crawl = await timed(() =>
    crawlSite({
      url: `${origin}${source.start}`,
      depth: 10,
      maxCrawls: 2000,
      allowedHosts: ["127.0.0.1"],
    }),
  );
  const { pages, errors } = crawl.value;
  if (source.complete) {
    const expectedPages = await countHtmlFiles(source.root);
    if (pages.length !== expectedPages) {
      throw new Error(`crawled ${pages.length} pages of the ${expectedPages} of ${site.name}`);
    }
  }
  const knowledgeBaseId = await createKnowledgeBase(db);
  const ingest = await timed(() => ingestPages(db, knowledgeBaseId, pages));
  return {
    pages,
    crawlErrors: errors,
    crawlMs: crawl.ms,
    chunks: ingest.value.chunkCount,
    ingestMs: ingest.ms,
    quality: await scoreBoth(db, questions.checkSet, questions.otherWordings, origin, [
      knowledgeBaseId,
    ]),
  };
}

/**
 * The engine and BM25 on the check set; where the set has other wordings (the real sets), what
 * an owner's curated answers to the engine's misses then do.
 */
async function scoreBoth(
  db: Db,
  checkSet: readonly CheckQuestion[],
  otherWordings: readonly CheckQuestion[],
  origin: string,
  knowledgeBaseIds: readonly number[],
): Promise<QualityResults> {
  const answerer = engineAnswerer(db, knowledgeBaseIds);
  const engine = await scoreCheckSet(checkSet, origin, answerer);
  const bm25Chunks = bm25Over(await storedChunks(db, knowledgeBaseIds));
  return {
    engine,
    bm25: await scoreCheckSet(checkSet, origin, bm25Answerer(bm25Chunks)),
    ...(otherWordings.length > 0
      ? { ownerLoop: await simulateOwnerLoop(db, engine, otherWordings, origin, answerer) }
      : {}),
  };
}

/**
 * The latency knowledge base: the site's pages plus generated ones, exactly `targetChunks`
 * chunks, ingested in one call; and the baseline's index over the chunks the engine stored.
 */
async function buildScaleBase(
  db: Db,
  sitePages: readonly TextSource[],
  { targetChunks, questions, seed }: { targetChunks: number; questions: number; seed: number },
) {
  const knowledgeBaseId = await createKnowledgeBase(db);
  const base = await ingestScaleKnowledgeBase(db, knowledgeBaseId, sitePages, {
    chunks: targetChunks,
    questions,
    seed,
  });
  const chunks = await storedChunks(db, [knowledgeBaseId]);
  const baseline = await timed(async () => bm25Over(chunks));
  return { knowledgeBaseId, ...base, index: baseline.value.index, indexMs: baseline.ms };
}

async function countHtmlFiles(root: URL): Promise<number> {
  const entries = await readdir(root, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".html")).length;
}

/**
 * The engine's answers that quote passages and read as fragments. Its own reply when the
 * passages hold no sentence to quote announces the links shown under it, and quotes nothing.
 */
function flawedAnswers(report: QualityReport) {
  return report.outcomes.flatMap(({ question, answer, noAnswer }) => {
    const quotes = !noAnswer && answer !== undefined && answer !== FIXED_REPLIES.fr.seeSources;
    const flaws = quotes ? answerFlaws(answer, question) : [];
    return flaws.length === 0 || answer === undefined ? [] : [{ question, answer, flaws }];
  });
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
