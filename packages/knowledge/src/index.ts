// The knowledge engine: ingest -> chunk -> index -> retrieve -> answer. See README.md.
export type { AnswerResult, BotSettings, ChatTurn } from "./answer";
export { ANSWER_HISTORY_MESSAGES } from "./answer";
export { chunkIndexBuilds } from "./chunk-index";
export { type PageChanges, ReplacedMeanwhileError, visibleChunk } from "./chunk-store";
export { chunkSources, type TextSource } from "./chunker";
export {
  type CrawledPage,
  type CrawlFailure,
  CrawlInputError,
  type CrawlOptions,
  crawlSite,
} from "./crawler";
export {
  type AskedQuestion,
  type CuratedMatch,
  type CuratedWording,
  matchCuratedAnswer,
} from "./curated-match";
export type { Db, WriteGuard } from "./db";
export { DocumentError, type DocumentErrorCode } from "./documents/document-error";
export { DEFAULT_MAX_DOCUMENT_BYTES } from "./documents/parse-document";
export { EMBEDDING_BATCH_SIZE, type EmbeddingProvider, embedTexts } from "./embeddings-client";
export { type AnswerLink, NO_ANSWER_REPLY } from "./extractive-answer";
export { type IngestResult, ingestDocument, ingestPages } from "./ingest";
export { IngestError } from "./ingest-error";
export {
  type AnswerRequest,
  type CrawlSettings,
  createKnowledgeEngine,
  type DiscoveredUrls,
  type DiscoverRequest,
  type EmbeddingOutcome,
  type EmbedJob,
  type EngineLogger,
  type IngestJob,
  type JobProgress,
  type KnowledgeBaseSource,
  type KnowledgeEngine,
  NO_VECTOR_STORE_FAILURE,
  OPENAI_BASE_URL,
  type ProviderSettings,
  providerEndpoint,
  type RetrieveRequest,
  type SourceIngestion,
} from "./knowledge-engine";
export { listChatModels } from "./models-client";
export {
  type ProviderEndpoint,
  ProviderError,
  providerFailureInFrench,
} from "./provider-http";
export {
  questionLexemes,
  questionLikeness,
  withQuestionNames,
} from "./question-likeness";
export { foldAccents } from "./question-terms";
export { checkDocument } from "./reading/read-document";
export {
  LOW_CONFIDENCE,
  SAME_MEANING_SIMILARITY,
  SAME_QUESTION_LIKENESS,
} from "./relevance-thresholds";
export { FIXED_REPLIES, type FixedReplies, fixedReplies } from "./replies";
export type { Retrieval, RetrievedChunk, RetrieveOptions } from "./retrieve";
export { KNOWLEDGE_MIGRATIONS, type Migration } from "./schema";
export { embeddedChunkCounts, vectorStoreAvailable } from "./vector-store";
