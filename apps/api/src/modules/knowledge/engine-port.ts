import type { Link } from "@org/api-client";
import type { Db } from "../../db/types";

/**
 * The seam between the server and the knowledge engine (ingest, chunk, index, retrieve, answer).
 * The chat and knowledge services only ever call these three functions; the server builds the
 * engine once, in `createKnowledgeEngine` (knowledge-engine.ts).
 */
export interface KnowledgeEngine {
  /** Answers a visitor's question from the bot's knowledge bases. */
  answer(request: AnswerRequest): Promise<AnswerResult>;
  /**
   * Reads a knowledge base (text as given, a crawl, a document) and replaces its indexed chunks.
   * Runs inside a task; failures of single pages go into `errors`, a failure of the whole job
   * throws: an IngestError (ingest-error.ts) when the administrator can act on it (the task is
   * then marked failed with its message), any other error when the server is at fault.
   */
  ingest(job: IngestJob): Promise<IngestResult>;
  /** The addresses a crawl with these options would visit, without indexing them. */
  discoverUrls(request: DiscoverRequest): Promise<string[]>;
}

/** An OpenAI-compatible provider: the account's own key and address, else the server's. */
export interface ProviderSettings {
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AnswerRequest {
  db: Db;
  bot: { id: number; accountId: number; name: string; model: string; systemPrompt: string };
  /** The bot's active knowledge bases (every kind). */
  knowledgeBaseIds: number[];
  /** Their index versions (`index_version`), by id, when the caller has just read them. */
  indexVersions?: ReadonlyMap<number, string>;
  question: string;
  /** Earlier messages of the conversation, oldest first, the question excluded. */
  history: ChatTurn[];
  provider: ProviderSettings;
  /** When set, the answer is streamed: called with each new piece of text as it is written. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface AnswerResult {
  answer: string;
  /** The passages the answer rests on; empty when nothing relevant was found. */
  links: Link[];
  /** The question as the engine rephrased it for searching, if it did. */
  reformulatedMessage?: string;
}

export interface CrawlSettings {
  depth: number;
  maxPages: number;
  ignorePatterns: string[];
}

export interface KnowledgeBaseSource {
  id: number;
  accountId: number;
  type: "text" | "url" | "document";
  name: string;
  /** Text kind: the text. */
  value: string | null;
  /** URL kind: where the crawl starts. */
  url: string | null;
  /** URL kind: how far the crawl goes. */
  crawl: CrawlSettings | null;
  /** Document kind: the uploaded file as stored. */
  document: { fileName: string; contentType: string; content: Uint8Array } | null;
}

export interface IngestJob {
  db: Db;
  taskId: number;
  knowledgeBase: KnowledgeBaseSource;
  provider: ProviderSettings;
  /** Hosts the crawler may fetch even on private addresses (CRAWL_ALLOWED_HOSTS). */
  crawlAllowedHosts: readonly string[];
  /** Records progress (e.g. pages done of pages found); also keeps the task's lease alive. */
  report(progress: { done: number; total: number }): Promise<void>;
  /** Aborted when the server shuts down: stop early, the task will run again later. */
  signal: AbortSignal;
}

export interface IngestResult {
  /** How many chunks the knowledge base now has in the index. */
  chunkCount: number;
  /**
   * Parts that could not be read (e.g. a page of a crawl), shown to the administrator: the
   * messages are in French, as the back-office.
   */
  errors: { url: string; message: string }[];
}

export interface DiscoverRequest {
  url: string;
  crawl: CrawlSettings;
  crawlAllowedHosts: readonly string[];
  signal?: AbortSignal;
}
