// The knowledge engine under test, as its host uses it, and the database its tests use.
import { createKnowledgeEngine } from "@org/knowledge";

export {
  type CuratedWording,
  chunkSources,
  crawlSite,
  type Db,
  FIXED_REPLIES,
  ingestDocument,
  ingestPages,
  matchCuratedAnswer,
  NO_ANSWER_REPLY,
  questionLexemes,
  type TextSource,
  visibleChunk,
} from "@org/knowledge";
export { createKnowledgeBase, openEngineTestDb, type TestDb } from "@org/knowledge/testing";

/** The engine the benchmarks ask; its warnings (a provider failing) are not the benchmark's. */
export const engine = createKnowledgeEngine({ logger: { warn: () => undefined } });
