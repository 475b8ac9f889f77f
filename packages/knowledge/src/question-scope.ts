import type { QueryConcept } from "./bm25-search";

/**
 * Share of a question's words that the knowledge bases never use, everyday words aside, from
 * which the question is taken to be about something they do not cover. A visitor's own wording
 * of a subject the texts word otherwise rarely leaves half of the words unknown; a question on
 * another subject (a place, a product, another trade) often does. Set on every check set of the
 * knowledge benchmark together: at a third, one in twenty questions the texts answer was
 * refused; at a half, one in thirty-five, for four more off-topic questions answered of 65.
 */
const UNKNOWN_SHARE = 1 / 2;

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
