import { startCachingSite } from "./caching-site";
import { createKnowledgeBase, type Db, engine, openEngineTestDb } from "./engine";
import { crawlTownHallSite, siteTextsOf } from "./scale-knowledge-base";
import { round, timed } from "./stats";
import { syntheticCorpus } from "./synthetic-corpus";

/** A sync of an unchanged site costs at most this share of its first ingestion's time. */
export const UNCHANGED_SYNC_SHARE = 0.1;

const PAGES = 1000;
/** Syncs timed after the first ingestion; the median is kept. */
const SYNCS = 3;
const SEED = 20_261_201;

export interface SyncCost {
  pages: number;
  chunks: number;
  firstIngestionMs: number;
  /** Each sync of the unchanged site, in order. */
  syncMs: number[];
  medianSyncMs: number;
  /** The median sync against the first ingestion. */
  share: number;
  /** Pages the site sent whole, and answered 304 Not Modified, at the first ingestion and per sync. */
  first: { bodies: number; notModified: number };
  sync: { bodies: number; notModified: number };
  pass: boolean;
}

/**
 * What keeping a site fresh costs when nothing changed on it: a site of 1,000 generated pages
 * (the town hall site's vocabulary), served on 127.0.0.1 with ETags and Last-Modified dates, is
 * ingested once through the engine as a URL knowledge base, then synced again `SYNCS` times as a
 * schedule would, each timed whole (crawl, reading, indexing).
 */
export async function measureSyncCost(): Promise<SyncCost> {
  const vocabulary = siteTextsOf(await crawlTownHallSite());
  const corpus = syntheticCorpus(vocabulary, { sections: PAGES * 14, questions: 0, seed: SEED });
  const site = await startCachingSite(corpus.pages.slice(0, PAGES));
  const db = await openEngineTestDb();
  try {
    const knowledgeBaseId = await createKnowledgeBase(db);
    const first = await timed(() => sync(db, knowledgeBaseId, site.url));
    const firstRequests = { ...site.requests };
    const syncMs: number[] = [];
    let syncRequests = firstRequests;
    for (let run = 0; run < SYNCS; run++) {
      site.resetCounts();
      syncMs.push((await timed(() => sync(db, knowledgeBaseId, site.url))).ms);
      syncRequests = { ...site.requests };
    }
    const median = [...syncMs].sort((a, b) => a - b)[Math.floor(SYNCS / 2)] ?? Number.NaN;
    const share = median / first.ms;
    return {
      pages: PAGES,
      chunks: first.value.chunkCount,
      firstIngestionMs: round(first.ms),
      syncMs: syncMs.map((ms) => round(ms)),
      medianSyncMs: round(median),
      share: round(share, 3),
      first: firstRequests,
      sync: syncRequests,
      pass: share <= UNCHANGED_SYNC_SHARE,
    };
  } finally {
    await db.close();
    await site.close();
  }
}

/** One ingestion of the site as the API's task runs it. */
async function sync(db: Db, knowledgeBaseId: number, url: string) {
  const result = await engine.ingest({
    db,
    knowledgeBase: {
      id: knowledgeBaseId,
      type: "url",
      name: "Site de 1 000 pages",
      value: null,
      url,
      crawl: { depth: 1, maxCrawls: PAGES + 1, ignorePatterns: [] },
      document: null,
    },
    crawlAllowedHosts: ["127.0.0.1"],
    report: async () => undefined,
    signal: new AbortController().signal,
  });
  if (result.errors.length > 0) {
    throw new Error(
      `the sync could not read ${result.errors.length} pages: ${result.errors[0]?.message}`,
    );
  }
  return result;
}

/** The report of a measure, as Markdown. */
export function formatSyncCost(cost: SyncCost): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `### Sync of an unchanged site (${cost.pages.toLocaleString("en")} pages, ${cost.chunks.toLocaleString("en")} chunks)`,
    "",
    "| | time | pages sent whole | pages answered 304 |",
    "|---|---:|---:|---:|",
    `| first ingestion | ${seconds(cost.firstIngestionMs)} | ${cost.first.bodies} | ${cost.first.notModified} |`,
    `| sync, median of ${cost.syncMs.length} (${cost.syncMs.map(seconds).join(", ")}) | ${seconds(cost.medianSyncMs)} | ${cost.sync.bodies} | ${cost.sync.notModified} |`,
    "",
    "| budget | limit | measured | |",
    "|---|---|---|---|",
    `| a sync of the unchanged site against its first ingestion | ≤ ${UNCHANGED_SYNC_SHARE * 100} % | ${(cost.share * 100).toFixed(1)} % | ${cost.pass ? "pass" : "**FAIL**"} |`,
    "",
  ].join("\n");
}
