import {
  chunkIndexes,
  createKnowledgeBase,
  openEngineTestDb,
  queryConcepts,
  questionTerms,
  searchIndexes,
} from "./engine";
import { crawlTownHallSite, ingestScaleKnowledgeBase } from "./scale-knowledge-base";
import { percentile, round } from "./stats";

// The in-memory BM25 search alone, as a message runs it: the generated questions over a
// 10,000-chunk knowledge base, their words stemmed beforehand, each question timed on its own.
const CHUNKS = 10_000;
const QUESTIONS = 300;
const PASSES = 5;
/** Chunks a message reads of the ranking: the relevant candidates retrieval fuses. */
const CANDIDATES = 30;
const MIN_COVERAGE = 0.4;
const RELATIVE_COVERAGE = 0.75;
/** Share of the relevance floor from which a chunk is still a lead, hence kept in the ranking. */
const RELATED_COVERAGE = 0.6;

const db = await openEngineTestDb();
try {
  const knowledgeBaseId = await createKnowledgeBase(db);
  const base = await ingestScaleKnowledgeBase(db, knowledgeBaseId, await crawlTownHallSite(), {
    chunks: CHUNKS,
    questions: QUESTIONS,
    seed: 7,
  });
  const indexes = await chunkIndexes(db, [knowledgeBaseId]);
  const questions = await Promise.all(
    base.questions.map((question) => queryConcepts(db, questionTerms(question))),
  );
  const durations: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    for (const concepts of questions) {
      const start = performance.now();
      const ranking = searchIndexes(indexes, concepts, MIN_COVERAGE * RELATED_COVERAGE);
      const floor = Math.max(MIN_COVERAGE, ranking.bestCoverage * RELATIVE_COVERAGE);
      ranking.best((coverage) => coverage >= floor, CANDIDATES);
      durations.push(performance.now() - start);
    }
  }
  console.info(
    `BM25 search over ${CHUNKS} chunks, ${questions.length} questions × ${PASSES}: ` +
      `median ${round(percentile(durations, 50), 3)} ms, ` +
      `p95 ${round(percentile(durations, 95), 3)} ms, ` +
      `mean ${round(durations.reduce((sum, ms) => sum + ms, 0) / durations.length, 3)} ms`,
  );
} finally {
  await db.close();
}
