import { DOCUMENT_FAILURES } from "@org/api-client";
import { ValidationError } from "../../errors";
import type { Logger } from "../../logger";
import {
  type AnswerInput,
  answerQuestion,
  CrawlInputError,
  crawlSite,
  DocumentError,
  discoverSubUrls,
  type AnswerResult as EngineAnswer,
  ingestDocument,
  ingestPages,
  ingestText,
  type ProviderEndpoint,
  streamAnswer,
  warmChunkIndex,
} from "./engine";
import type {
  IngestJob,
  IngestResult,
  KnowledgeBaseSource,
  KnowledgeEngine,
  ProviderSettings,
} from "./engine-port";
import { IngestError } from "./ingest-error";

const OPENAI_BASE_URL = "https://api.openai.com/v1";

/**
 * The knowledge engine the server answers and ingests with: the engine's modules behind the
 * port the chat and knowledge services call.
 */
export function createKnowledgeEngine(logger: Logger): KnowledgeEngine {
  return {
    async answer(request) {
      const input: AnswerInput = {
        db: request.db,
        question: request.question,
        history: request.history,
        bot: { model: request.bot.model, systemPrompt: request.bot.systemPrompt },
        knowledgeBaseIds: request.knowledgeBaseIds,
        indexVersions: request.indexVersions,
        provider: providerEndpoint(request.provider),
      };
      const result = request.onDelta
        ? await streamed(input, request.onDelta)
        : await answerQuestion(input);
      if (result.fallbackReason) {
        logger.warn("Answered without the language model", {
          botId: request.bot.id,
          reason: result.fallbackReason,
        });
      }
      return {
        answer: result.answer,
        links: result.links,
        reformulatedMessage: result.reformulatedMessage,
      };
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
      try {
        const result = await discoverSubUrls({
          url: request.url,
          depth: request.crawl.depth,
          maxCrawls: request.crawl.maxPages,
          ignorePatterns: request.crawl.ignorePatterns,
          allowedHosts: request.crawlAllowedHosts,
          signal: request.signal,
        });
        return result.urls;
      } catch (error) {
        if (error instanceof CrawlInputError) throw new ValidationError({ url: [error.message] });
        throw error;
      }
    },
  };
}

/** A provider is used when a key or an address is configured; without one answers are extractive. */
function providerEndpoint(settings: ProviderSettings): ProviderEndpoint | undefined {
  if (!settings.apiKey && !settings.baseUrl) return undefined;
  return { baseUrl: settings.baseUrl ?? OPENAI_BASE_URL, apiKey: settings.apiKey };
}

async function streamed(
  input: AnswerInput,
  onDelta: (text: string) => void,
): Promise<EngineAnswer> {
  for await (const event of streamAnswer(input)) {
    if (event.type === "delta") onDelta(event.text);
    else {
      const { type: _type, ...result } = event;
      return result;
    }
  }
  throw new Error("The answer stream ended without its result.");
}

/** Reads the knowledge base's source (text, document or site) into its chunks. */
async function ingestSource(job: IngestJob): Promise<IngestResult> {
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
      depth: source.crawl.depth,
      maxCrawls: source.crawl.maxPages,
      ignorePatterns: source.crawl.ignorePatterns,
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
