// The knowledge engine under test, from the API's sources, and the way its own tests open a
// migrated PGlite (with the unaccent and pgvector extensions).

export type { Db } from "../../apps/api/src/db/types";
export { searchIndexes } from "../../apps/api/src/modules/knowledge/engine/bm25-search";
export { chunkIndexes } from "../../apps/api/src/modules/knowledge/engine/chunk-index";
export { chunkSources } from "../../apps/api/src/modules/knowledge/engine/chunker";
export {
  answerQuestion,
  crawlSite,
  ingestPages,
  NO_ANSWER_REPLY,
  retrieve,
  type TextSource,
} from "../../apps/api/src/modules/knowledge/engine/index";
export { queryConcepts } from "../../apps/api/src/modules/knowledge/engine/query-concepts";
export { questionTerms } from "../../apps/api/src/modules/knowledge/engine/question-terms";
export {
  createKnowledgeBase,
  openEngineTestDb,
} from "../../apps/api/src/modules/knowledge/engine/testing/engine-db";
