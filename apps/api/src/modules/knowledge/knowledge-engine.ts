import type { Config } from "../../config";
import type { Logger } from "../../logger";
import type { KnowledgeEngine } from "./engine-port";
import { placeholderEngine } from "./placeholder-engine";

/** The knowledge engine the server answers and ingests with. */
export function createKnowledgeEngine(_config: Config, _logger: Logger): KnowledgeEngine {
  return placeholderEngine;
}
