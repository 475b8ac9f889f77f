import type { QueryConcept } from "./bm25-search";
import { UNKNOWN_SHARE } from "./relevance-thresholds";

/**
 * Whether the knowledge bases do not cover what the question asks: it names something they
 * never mention (Windows, Lyon), or too many of its words are unknown to them.
 */
export function asksAboutSomethingElse(
  concepts: readonly QueryConcept[],
  unknown: readonly boolean[],
): boolean {
  let unknownWords = 0;
  for (const [at, concept] of concepts.entries()) {
    if (!unknown[at]) continue;
    if (concept.name) return true;
    if (!concept.everyday) unknownWords += 1;
  }
  return unknownWords > 0 && unknownWords >= UNKNOWN_SHARE * concepts.length - 1e-9;
}
