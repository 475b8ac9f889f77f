import { chunkSources, crawlSite, type Db, ingestPages, type TextSource } from "./engine";
import { startSiteServer } from "./site-server";
import { timed } from "./stats";
import { syntheticCorpus } from "./synthetic-corpus";

const TOWN_HALL_SITE = new URL("../fixtures/site/", import.meta.url);

export interface ScaleKnowledgeBase {
  pages: number;
  ingestMs: number;
  /** Questions a visitor could ask of the generated pages. */
  questions: string[];
}

/**
 * Fills a knowledge base with exactly `chunks` chunks: a crawled site's pages plus generated
 * pages in the site's vocabulary, ingested in one call.
 */
export async function ingestScaleKnowledgeBase(
  db: Db,
  knowledgeBaseId: number,
  sitePages: readonly TextSource[],
  { chunks, questions, seed }: { chunks: number; questions: number; seed: number },
): Promise<ScaleKnowledgeBase> {
  const corpus = syntheticCorpus(siteTextsOf(sitePages), {
    sections: chunks - chunkSources(sitePages).length,
    questions,
    seed,
  });
  const pages = [...sitePages, ...corpus.pages];
  const ingest = await timed(() => ingestPages(db, knowledgeBaseId, pages));
  if (ingest.value.chunkCount !== chunks) {
    throw new Error(`the knowledge base holds ${ingest.value.chunkCount} chunks, not ${chunks}`);
  }
  return { pages: pages.length, ingestMs: ingest.ms, questions: corpus.questions };
}

/** The town hall's fixture site, crawled on 127.0.0.1 through the real crawler. */
export async function crawlTownHallSite(): Promise<TextSource[]> {
  const server = await startSiteServer(TOWN_HALL_SITE);
  try {
    const { pages } = await crawlSite({
      url: `${server.origin}/`,
      depth: 5,
      maxCrawls: 200,
      allowedHosts: ["127.0.0.1"],
    });
    if (pages.length === 0) throw new Error("no page of the fixture site could be crawled");
    return pages;
  } finally {
    await server.close();
  }
}

/** The site's words as a reader meets them: each title and heading once, then the text. */
export function siteTextsOf(pages: readonly TextSource[]): string[] {
  return pages.flatMap((page) => [
    page.title,
    ...new Set(page.blocks.flatMap((block) => block.headingPath)),
    ...page.blocks.map((block) => block.text),
  ]);
}
