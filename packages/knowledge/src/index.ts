// The knowledge engine: ingest -> chunk -> index -> retrieve -> answer. See README.md.
export type { AnswerResult, BotSettings, ChatTurn } from "./answer/answer";
export { ANSWER_HISTORY_MESSAGES } from "./answer/answer";
export { type AnswerLink, NO_ANSWER_REPLY } from "./answer/extractive-answer";
export { botLanguage, FIXED_REPLIES, type FixedReplies } from "./answer/replies";
export { type SmallTalk, smallTalkReply, smallTalkWording } from "./answer/small-talk";
export {
  type CrawledPage,
  type CrawlFailure,
  CrawlInputError,
  type CrawlOptions,
  crawlSite,
} from "./crawl/crawler";
export type { Db, WriteGuard } from "./db";
export { DocumentError, type DocumentErrorCode } from "./documents/document-error";
export { withoutLigatures } from "./documents/ligatures";
export { DEFAULT_MAX_DOCUMENT_BYTES } from "./documents/parse-document";
export { chunkIndexBuilds } from "./indexing/chunk-index";
export { type PageChanges, ReplacedMeanwhileError, visibleChunk } from "./indexing/chunk-store";
export { chunkSources, type TextSource } from "./indexing/chunker";
export { type IngestResult, ingestDocument, ingestPages } from "./indexing/ingest";
export { IngestError, KnowledgeBaseDeletedError } from "./indexing/ingest-error";
export { holdKnowledgeBase } from "./indexing/knowledge-base-hold";
export { withoutSectionNumber } from "./indexing/section-number";
export { embeddedChunkCounts, vectorStoreAvailable } from "./indexing/vector-store";
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
export {
  EMBEDDING_BATCH_SIZE,
  type EmbeddingProvider,
  embedTexts,
} from "./providers/embeddings-client";
export { listChatModels } from "./providers/list-chat-models";
export {
  type ProviderEndpoint,
  ProviderError,
  providerFailureInFrench,
} from "./providers/provider-http";
export { checkDocument } from "./reading/read-document";
export {
  type AskedQuestion,
  type CuratedMatch,
  type CuratedWording,
  matchCuratedAnswer,
} from "./retrieve/curated-match";
export {
  questionLexemes,
  questionLikeness,
  withQuestionNames,
} from "./retrieve/question-likeness";
export { foldAccents } from "./retrieve/question-terms";
export {
  LOW_CONFIDENCE,
  SAME_MEANING_SIMILARITY,
  SAME_QUESTION_LIKENESS,
} from "./retrieve/relevance-thresholds";
export type { Retrieval, RetrievedChunk, RetrieveOptions } from "./retrieve/retrieve";
export { KNOWLEDGE_MIGRATIONS, type Migration } from "./schema";
