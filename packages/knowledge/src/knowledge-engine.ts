import { DOCUMENT_FAILURES } from "@org/api-client";
import {
  type AnswerResult,
  answerQuestion,
  type BotSettings,
  type ChatTurn,
  streamAnswer,
} from "./answer";
import { warmChunkIndex } from "./chunk-index";
import { crawlSite, discoverSubUrls } from "./crawler";
import type { Db } from "./db";
import { DocumentError } from "./documents/document-error";
import { ingestDocument, ingestPages, ingestText } from "./ingest";
import { IngestError } from "./ingest-error";
import type { ProviderEndpoint } from "./provider-http";
import { type Retrieval, type RetrieveOptions, retrieve } from "./retrieve";

/**
 * The knowledge engine as its host uses it: answer a visitor, retrieve passages, ingest a
 * knowledge base, preview a crawl. Everything it needs comes with each call; it keeps only
 * caches that any instance can rebuild from the database.
 */
export interface KnowledgeEngine {
  /**
   * Answers a visitor's question from the bot's knowledge bases: with a provider, the model
   * writes from the retrieved passages; without one (or when it fails) the best passages are
   * quoted; when nothing relevant is found, `NO_ANSWER_REPLY` with no links. Streamed when
   * `onDelta` is given.
   */
  answer(request: AnswerRequest): Promise<AnswerResult>;
  /** The passages of the knowledge bases that answer the question, best first. */
  retrieve(request: RetrieveRequest): Promise<Retrieval>;
  /**
   * Reads a knowledge base (text as given, a document, a crawl) and replaces its indexed
   * chunks. Failures of single pages go into `errors`; a failure of the whole job throws an
   * IngestError (a French message the administrator can act on) or any other error when the
   * server is at fault.
   */
  ingest(job: IngestJob): Promise<SourceIngestion>;
  /** The addresses a crawl with these options would visit, without indexing them. */
  discoverUrls(request: DiscoverRequest): Promise<string[]>;
}

/** Where the engine writes what an administrator may want to know (provider failures). */
export interface EngineLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** An OpenAI-compatible provider: the account's own key and address, else the server's. */
export interface ProviderSettings {
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

export interface AnswerRequest {
  db: Db;
  bot: BotSettings & { id: number };
  /** The bot's knowledge bases; inactive ones are skipped. */
  knowledgeBaseIds: readonly number[];
  /** Their index versions (`index_version`), by id, when the caller has just read them. */
  indexVersions?: ReadonlyMap<number, string>;
  question: string;
  /** Earlier messages of the conversation, oldest first, the question excluded. */
  history: readonly ChatTurn[];
  provider: ProviderSettings;
  /** When set, the answer is streamed: called with each new piece of text as it is written. */
  onDelta?: (text: string) => void;
}

export interface RetrieveRequest {
  db: Db;
  question: string;
  knowledgeBaseIds: readonly number[];
  options?: RetrieveOptions;
}

/** How far a crawl goes: the same names from the API's payload to the crawler. */
export interface CrawlSettings {
  depth: number;
  maxCrawls: number;
  ignorePatterns: string[];
}

export interface KnowledgeBaseSource {
  id: number;
  type: "text" | "url" | "document";
  name: string;
  /** Text kind: the text. */
  value: string | null;
  /** URL kind: where the crawl starts. */
  url: string | null;
  /** URL kind: how far the crawl goes. */
  crawl: CrawlSettings | null;
  /** Document kind: the uploaded file as stored. */
  document: { content: Uint8Array } | null;
}

export interface IngestJob {
  db: Db;
  knowledgeBase: KnowledgeBaseSource;
  /** Hosts the crawler may fetch even on private addresses (CRAWL_ALLOWED_HOSTS). */
  crawlAllowedHosts: readonly string[];
  /** Records progress (e.g. pages done of pages found). */
  report(progress: { done: number; total: number }): Promise<void>;
  /** Aborted when the server shuts down: stop early, the job will run again later. */
  signal: AbortSignal;
}

export interface SourceIngestion {
  /** How many chunks the knowledge base now has in the index. */
  chunkCount: number;
  /** Parts that could not be read (a page of a crawl), in French, for the administrator. */
  errors: { url: string; message: string }[];
}

export interface DiscoverRequest {
  url: string;
  crawl: CrawlSettings;
  crawlAllowedHosts: readonly string[];
  signal?: AbortSignal;
}

const OPENAI_BASE_URL = "https://api.openai.com/v1";

export function createKnowledgeEngine({ logger }: { logger: EngineLogger }): KnowledgeEngine {
  return {
    async answer(request) {
      const input = {
        db: request.db,
        question: request.question,
        history: request.history,
        bot: { model: request.bot.model, systemPrompt: request.bot.systemPrompt },
        knowledgeBaseIds: request.knowledgeBaseIds,
        indexVersions: request.indexVersions,
        provider: providerEndpoint(request.provider),
      };
      const result = request.onDelta
        ? await streamed(streamAnswer(input), request.onDelta)
        : await answerQuestion(input);
      if (result.fallbackReason) {
        logger.warn("Answered without the language model", {
          botId: request.bot.id,
          reason: result.fallbackReason,
        });
      }
      return result;
    },

    retrieve({ db, question, knowledgeBaseIds, options }) {
      return retrieve(db, question, knowledgeBaseIds, options);
    },

    async ingest(job) {
      const result = await ingestSource(job);
      // The first question after an ingestion should not wait for the search index to load.
      await warmChunkIndex(job.db, job.knowledgeBase.id).catch((error: unknown) => {
        logger.warn("Could not load the search index after ingestion", {
          knowledgeBaseId: job.knowledgeBase.id,
          error,
        });
      });
      return result;
    },

    async discoverUrls(request) {
      const result = await discoverSubUrls({
        url: request.url,
        ...request.crawl,
        allowedHosts: request.crawlAllowedHosts,
        signal: request.signal,
      });
      return result.urls;
    },
  };
}

/** A provider is used when a key or an address is configured; without one answers are extractive. */
function providerEndpoint(settings: ProviderSettings): ProviderEndpoint | undefined {
  if (!settings.apiKey && !settings.baseUrl) return undefined;
  return { baseUrl: settings.baseUrl ?? OPENAI_BASE_URL, apiKey: settings.apiKey };
}

async function streamed(
  events: ReturnType<typeof streamAnswer>,
  onDelta: (text: string) => void,
): Promise<AnswerResult> {
  for await (const event of events) {
    if (event.type === "delta") onDelta(event.text);
    else {
      const { type: _type, ...result } = event;
      return result;
    }
  }
  throw new Error("The answer stream ended without its result.");
}

/** Reads the knowledge base's source (text, document or site) into its chunks. */
async function ingestSource(job: IngestJob): Promise<SourceIngestion> {
  const { db, knowledgeBase: source } = job;
  if (source.type === "text" || source.type === "document") {
    try {
      const result =
        source.type === "text"
          ? await ingestText(db, source.id, source.value ?? "", { title: source.name })
          : await ingestDocument(db, source.id, storedDocument(source.document), {
              title: source.name,
            });
      return { chunkCount: result.chunkCount, errors: [] };
    } catch (error) {
      if (error instanceof DocumentError) throw new IngestError(DOCUMENT_FAILURES[error.code]);
      throw error;
    }
  }
  if (!source.url || !source.crawl) {
    throw new IngestError("La base de connaissances n'a pas d'adresse de site à parcourir.");
  }
  const crawl = await crawlSite(
    {
      url: source.url,
      ...source.crawl,
      allowedHosts: job.crawlAllowedHosts,
      signal: job.signal,
    },
    (progress) => {
      job.report(progress).catch(() => undefined);
    },
  );
  job.signal.throwIfAborted();
  if (crawl.pages.length === 0) {
    // The pages indexed before stay: a site that cannot be read now keeps its last content.
    const [first] = crawl.errors;
    const reason = first ? ` ${first.url} : ${first.message}` : "";
    throw new IngestError(`Aucune page du site n'a pu être lue.${reason}`);
  }
  const result = await ingestPages(db, source.id, crawl.pages);
  return { chunkCount: result.chunkCount, errors: crawl.errors };
}

function storedDocument(document: KnowledgeBaseSource["document"]): Uint8Array {
  if (!document) throw new IngestError("Le fichier envoyé est introuvable : envoyez-le à nouveau.");
  return document.content;
}
