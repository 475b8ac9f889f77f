import { documentFailure } from "@org/api-client";
import {
  ANSWER_HISTORY_MESSAGES,
  type AnswerBasis,
  type AnswerInput,
  type AnswerResult,
  answerQuestion,
  type BotSettings,
  type ChatTurn,
  streamAnswer,
} from "./answer/answer";
import { type CrawlFailure, crawlSite, discoverSubUrls } from "./crawl/crawler";
import { loadPageRecords, savePageRecords } from "./crawl/page-store";
import type { Db, WriteGuard } from "./db";
import { DocumentError } from "./documents/document-error";
import { warmChunkIndex } from "./indexing/chunk-index";
import type { PageChanges, StoredChunks } from "./indexing/chunk-store";
import { embedMissingChunks, ingestDocument, ingestPages, ingestText } from "./indexing/ingest";
import { IngestError } from "./indexing/ingest-error";
import { embeddingCoverage } from "./indexing/vector-store";
import type { EmbeddingProvider } from "./providers/embeddings-client";
import { type ProviderEndpoint, providerFailureInFrench } from "./providers/provider-http";
import { type Retrieval, type RetrieveOptions, retrieve } from "./retrieve/retrieve";

/**
 * The knowledge engine as its host uses it: answer a visitor, retrieve passages, ingest a
 * knowledge base, preview a crawl. Everything it needs comes with each call; it keeps only
 * caches that any instance can rebuild from the database.
 */
export interface KnowledgeEngine {
  /**
   * Answers a visitor's question from the bot's knowledge bases: with a provider, the model
   * writes from the retrieved passages; without one (or when it fails) the best passages are
   * quoted; when nothing relevant is found, the no-answer reply of the bot's language
   * (`FIXED_REPLIES`) with no links. Streamed when
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
  /**
   * The addresses a crawl with these options would keep, without indexing them, and why the
   * addresses it could not read were left out (the first address's reason says why nothing was
   * found: a refused address, robots.txt, an unreachable site).
   */
  discoverUrls(request: DiscoverRequest): Promise<DiscoveredUrls>;
  /**
   * Embeds the chunks of a knowledge base that have no vector from the job's model (after a
   * change of model), with progress; the other models' vectors go once every chunk has one.
   * A failing provider does not throw: the outcome says why (`failure`).
   */
  embed(job: EmbedJob): Promise<EmbeddingOutcome>;
}

/** Where the engine writes what an administrator may want to know (provider failures). */
export interface EngineLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** An OpenAI-compatible provider: the account's own key and address, else the server's. */
export interface ProviderSettings {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  /** A key is stored for this provider but cannot be decrypted (see ProviderEndpoint). */
  keyUnreadable?: boolean;
  /** For a whole answer, or between two pieces of a streamed one (20 s when absent). */
  timeoutMs?: number;
}

export interface AnswerRequest extends AnswerBasis {
  bot: BotSettings & { id: number };
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

/** Work done so far by a job: pages or steps read, then (with an embedder) chunks embedded. */
export interface JobProgress {
  done: number;
  total: number;
  /** What is counted; "reading" when absent. */
  stage?: "reading" | "embedding";
}

export interface IngestJob {
  db: Db;
  knowledgeBase: KnowledgeBaseSource;
  /** Hosts the crawler may fetch even on private addresses (CRAWL_ALLOWED_HOSTS). */
  crawlAllowedHosts: readonly string[];
  /**
   * Also embeds the chunks that have no vector from its model yet, once they are indexed. A
   * provider that fails never fails the ingestion: the outcome says why (`embedding.failure`).
   */
  embedder?: EmbeddingProvider;
  /**
   * Records progress (e.g. pages done of pages found, then chunks embedded). A crawl reports as
   * its pages arrive, without waiting for the previous call to settle: the host records the
   * calls in their order, and the last one before the job ends is its final progress.
   */
  report(progress: JobProgress): Promise<void>;
  /** Aborted when the server shuts down: stop early, the job will run again later. */
  signal: AbortSignal;
  /**
   * Checks each transaction writing the knowledge base's chunks or vectors before it commits,
   * e.g. that the host's task still holds its claim; what it throws rolls the writes back and
   * ends the job.
   */
  guard?: WriteGuard;
}

export interface SourceIngestion {
  /** How many chunks the knowledge base now has in the index. */
  chunkCount: number;
  /**
   * The chunks this ingestion added (new text) and removed (text gone), those kept as they were
   * being neither (both 0: the knowledge base says what it said before); and what became of its
   * pages.
   */
  changed: { added: number; removed: number; pages: PageChanges };
  /** Parts that could not be read (a page of a crawl), in French, for the administrator. */
  errors: { url: string; message: string }[];
  /**
   * A crawl: the pages of the site it found but left unread because it reached its `maxCrawls`
   * (see CrawlResult); absent or 0 when it read every page it found.
   */
  pagesBeyondLimit?: number;
  /** With an embedder: how far the knowledge base is embedded now. */
  embedding?: EmbeddingOutcome;
}

export interface EmbedJob {
  db: Db;
  knowledgeBaseId: number;
  embedder: EmbeddingProvider;
  /** Records progress: chunks embedded of those that had no vector. */
  report(progress: JobProgress): Promise<void>;
  /** Aborted when the server shuts down: stop early, the job will run again later. */
  signal: AbortSignal;
  /** As IngestJob.guard: checks each transaction writing vectors before it commits. */
  guard?: WriteGuard;
}

/** How far a knowledge base is embedded after an ingestion or an embedding job. */
export interface EmbeddingOutcome {
  model: string;
  /** Chunks embedded by this job. */
  embedded: number;
  /** Chunks of the knowledge base that have a vector from `model` now. */
  embeddedChunks: number;
  totalChunks: number;
  /**
   * Why some chunks have no vector (the provider failed, or the database has no pgvector), in
   * French, for the administrator; absent when every chunk has one. They are searched by text.
   */
  failure?: string;
}

export interface DiscoveredUrls {
  urls: string[];
  errors: CrawlFailure[];
}

export interface DiscoverRequest {
  url: string;
  crawl: CrawlSettings;
  crawlAllowedHosts: readonly string[];
  signal?: AbortSignal;
}

/** Where a provider with a key but no address is reached. */
export const OPENAI_BASE_URL = "https://api.openai.com/v1";

export function createKnowledgeEngine({ logger }: { logger: EngineLogger }): KnowledgeEngine {
  return {
    async answer(request) {
      const input: AnswerInput = {
        ...request,
        history: request.history.slice(-ANSWER_HISTORY_MESSAGES),
        provider: providerEndpoint(request.provider),
        retrieveOptions: {
          onEmbeddingError: (error: Error) => {
            logger.warn("Searched by words alone: the question could not be embedded", {
              botId: request.bot.id,
              model: request.embedder?.model,
              reason: error.message,
            });
          },
        },
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
      if (!job.embedder) return result;
      const embedding = await embedChunks(logger, {
        db: job.db,
        knowledgeBaseId: job.knowledgeBase.id,
        embedder: job.embedder,
        report: job.report,
        signal: job.signal,
        guard: job.guard,
      });
      return { ...result, embedding };
    },

    embed(job) {
      return embedChunks(logger, job);
    },

    discoverUrls(request) {
      return discoverSubUrls({
        url: request.url,
        ...request.crawl,
        allowedHosts: request.crawlAllowedHosts,
        signal: request.signal,
      });
    },
  };
}

/**
 * A provider is used when a key (readable or not) or an address is configured; without one
 * answers are extractive.
 */
export function providerEndpoint(settings: ProviderSettings): ProviderEndpoint | undefined {
  if (!settings.apiKey && !settings.baseUrl && !settings.keyUnreadable) return undefined;
  return {
    baseUrl: settings.baseUrl ?? OPENAI_BASE_URL,
    apiKey: settings.apiKey,
    ...(settings.keyUnreadable ? { keyUnreadable: true } : {}),
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
  };
}

export const NO_VECTOR_STORE_FAILURE =
  "La base de données du serveur n'a pas l'extension pgvector : les extraits ne sont pas " +
  "vectorisés, la recherche par mots reste active.";

/**
 * Embeds what the knowledge base's chunks lack, reporting progress per batch; a provider failure
 * is logged (reason and model, never the key) and told in the outcome.
 */
async function embedChunks(logger: EngineLogger, job: EmbedJob): Promise<EmbeddingOutcome> {
  const { db, knowledgeBaseId, embedder } = job;
  const run = await embedMissingChunks(db, knowledgeBaseId, embedder, {
    signal: job.signal,
    guard: job.guard,
    onProgress: (progress) =>
      job.report({ ...progress, stage: "embedding" }).catch(() => undefined),
  });
  const coverage = await embeddingCoverage(db, knowledgeBaseId, embedder.model);
  const outcome: EmbeddingOutcome = {
    model: embedder.model,
    embedded: run.embedded,
    embeddedChunks: coverage?.embeddedChunks ?? 0,
    totalChunks: coverage?.totalChunks ?? 0,
  };
  if (!run.available) {
    logger.warn("Chunks not embedded: the database has no pgvector", { knowledgeBaseId });
    return { ...outcome, failure: NO_VECTOR_STORE_FAILURE };
  }
  if (run.failure) {
    logger.warn("Embedding stopped: the chunks left are searched by words alone", {
      knowledgeBaseId,
      model: embedder.model,
      embedded: run.embedded,
      missing: run.missing - run.embedded,
      reason: run.failure.message,
    });
    const failure =
      `Vectorisation incomplète avec le modèle ${embedder.model} ` +
      `(${outcome.embeddedChunks} extraits sur ${outcome.totalChunks}) : ` +
      `${providerFailureInFrench(run.failure, embedder)}. La recherche par mots reste active.`;
    return { ...outcome, failure };
  }
  return outcome;
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
  const { db, knowledgeBase: source, guard } = job;
  if (source.type === "text" || source.type === "document") {
    try {
      const result =
        source.type === "text"
          ? await ingestText(db, source.id, source.value ?? "", {
              title: source.name,
              guard,
              signal: job.signal,
            })
          : await ingestDocument(db, source.id, storedDocument(source.document), {
              title: source.name,
              guard,
              signal: job.signal,
            });
      return { chunkCount: result.chunkCount, changed: changesOf(result), errors: [] };
    } catch (error) {
      if (error instanceof DocumentError) {
        throw new IngestError(documentFailure(error.code, error.limit));
      }
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
      known: await loadPageRecords(db, source.id),
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
  const result = await ingestPages(db, source.id, crawl.pages, {
    guard,
    keptThroughFailure: new Set(crawl.keptThroughFailure),
  });
  // After the switch, a few hundred kB at a statement, each on its own, so that other queries
  // pass between them. Stopped in between, the next crawl asks with the earlier validators and
  // reads again only what changed since.
  await savePageRecords(db, source.id, crawl.records);
  return {
    chunkCount: result.chunkCount,
    changed: changesOf(result),
    errors: crawl.errors,
    pagesBeyondLimit: crawl.pagesBeyondLimit,
  };
}

function changesOf({ added, removed, pages }: StoredChunks): SourceIngestion["changed"] {
  return { added, removed, pages };
}

function storedDocument(document: KnowledgeBaseSource["document"]): Uint8Array {
  if (!document) throw new IngestError("Le fichier envoyé est introuvable : envoyez-le à nouveau.");
  return document.content;
}
