import { ValidationError } from "../../errors";
import type { Logger } from "../../logger";
import {
  type AnswerInput,
  answerQuestion,
  CrawlInputError,
  crawlSite,
  discoverSubUrls,
  type AnswerResult as EngineAnswer,
  ingestDocument,
  ingestPages,
  ingestText,
  type ProviderEndpoint,
  streamAnswer,
} from "./engine";
import type { KnowledgeEngine, ProviderSettings } from "./engine-port";

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
      const { db, knowledgeBase: source } = job;
      if (source.type === "text") {
        const result = await ingestText(db, source.id, source.value ?? "", { title: source.name });
        return { chunkCount: result.chunkCount, errors: [] };
      }
      if (source.type === "document") {
        if (!source.document) throw new Error("The uploaded file is missing.");
        const result = await ingestDocument(db, source.id, source.document.content, {
          title: source.name,
        });
        return { chunkCount: result.chunkCount, errors: [] };
      }
      if (!source.url || !source.crawl)
        throw new Error("The knowledge base has no address to crawl.");
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
        const reason = crawl.errors[0] ? `${crawl.errors[0].url}: ${crawl.errors[0].message}` : "";
        throw new Error(`No page of the site could be read. ${reason}`.trim());
      }
      const result = await ingestPages(db, source.id, crawl.pages);
      return { chunkCount: result.chunkCount, errors: crawl.errors };
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
