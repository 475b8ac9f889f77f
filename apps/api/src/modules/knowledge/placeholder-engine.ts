import { IngestError, type KnowledgeEngine } from "@org/knowledge";
import { ServiceUnavailableError } from "../../errors";

/** What a bot says while no knowledge engine is installed: the truth, and no sources. */
export const PLACEHOLDER_ANSWER =
  "Je ne peux pas encore répondre à partir de la base de connaissances : le moteur de réponse " +
  "n'est pas encore installé sur ce serveur.";

/** The engine of the API's tests that do not exercise answers: it answers honestly that it cannot. */
export const placeholderEngine: KnowledgeEngine = {
  async answer(request) {
    request.onDelta?.(PLACEHOLDER_ANSWER);
    return {
      answer: PLACEHOLDER_ANSWER,
      links: [],
      reformulatedMessage: "",
      mode: "no_answer",
      confidence: 0,
    };
  },
  async retrieve() {
    return { terms: [], chunks: [] };
  },
  async ingest() {
    throw new IngestError("L'indexation n'est pas encore disponible sur ce serveur.");
  },
  async discoverUrls() {
    throw new ServiceUnavailableError("Crawling is not available on this server yet.");
  },
  async embed(job) {
    return {
      model: job.embedder.model,
      embedded: 0,
      embeddedChunks: 0,
      totalChunks: 0,
      failure: "La vectorisation n'est pas encore disponible sur ce serveur.",
    };
  },
};
