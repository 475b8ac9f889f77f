// The knowledge engine: ingest -> chunk -> index -> retrieve -> answer. See README.md.
export {
  type AnswerEvent,
  type AnswerInput,
  type AnswerResult,
  answerQuestion,
  type BotSettings,
  type HistoryMessage,
  streamAnswer,
} from "./answer";
export { chunkIndexBuilds, warmChunkIndex } from "./chunk-index";
export type { Chunk, ChunkingOptions, TextSource } from "./chunker";
export {
  type CrawledPage,
  type CrawlFailure,
  CrawlInputError,
  type CrawlOptions,
  type CrawlProgress,
  type CrawlResult,
  crawlSite,
  discoverSubUrls,
} from "./crawler";
export { DocumentError, type DocumentErrorCode } from "./documents/document-error";
export { DEFAULT_MAX_DOCUMENT_BYTES, parseDocument } from "./documents/parse-document";
export type { EmbeddingProvider } from "./embeddings-client";
export { type AnswerLink, NO_ANSWER_REPLY } from "./extractive-answer";
export {
  type IngestOptions,
  type IngestResult,
  ingestDocument,
  ingestPages,
  ingestText,
} from "./ingest";
export { type ProviderEndpoint, ProviderError } from "./provider-http";
export { type Retrieval, type RetrievedChunk, type RetrieveOptions, retrieve } from "./retrieve";
