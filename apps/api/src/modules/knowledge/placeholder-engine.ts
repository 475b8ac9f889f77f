import { ServiceUnavailableError } from "../../errors";
import type { KnowledgeEngine } from "./engine-port";
import { IngestError } from "./ingest-error";

/** What a bot says while no knowledge engine is installed: the truth, and no sources. */
export const PLACEHOLDER_ANSWER =
  "Je ne peux pas encore répondre à partir de la base de connaissances : le moteur de réponse " +
  "n'est pas encore installé sur ce serveur.";

/** The engine used until the real one is plugged in: it answers honestly that it cannot. */
export const placeholderEngine: KnowledgeEngine = {
  async answer(request) {
    request.onDelta?.(PLACEHOLDER_ANSWER);
    return { answer: PLACEHOLDER_ANSWER, links: [] };
  },
  async ingest() {
    throw new IngestError("L'indexation n'est pas encore disponible sur ce serveur.");
  },
  async discoverUrls() {
    throw new ServiceUnavailableError("Crawling is not available on this server yet.");
  },
};
