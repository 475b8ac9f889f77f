import type { Db } from "./db";
import { oneEditAway } from "./one-edit";
import { foldAccents, questionTerms } from "./question-terms";
import { textLexemes } from "./text-lexemes";

/**
 * A question's meaningful words (see questionTerms) as the search configuration stems them, with
 * accents folded, sorted: what two wordings of one question have in common ("horaires
 * d'ouverture" and "horaire ouvertures" give the same two).
 */
export async function questionLexemes(db: Db, question: string): Promise<string[]> {
  const terms = questionTerms(question);
  const analysed = await textLexemes(db, terms);
  const lexemes = new Set<string>();
  for (const [at, term] of terms.entries()) {
    const stems = [...(analysed[at]?.keys() ?? [])];
    // A word the configuration drops as too common still says something in a short question.
    for (const stem of stems.length > 0 ? stems : [foldAccents(term.toLowerCase())]) {
      lexemes.add(stem);
    }
  }
  return [...lexemes].sort();
}

/**
 * How alike two questions are, from 0 to 1, by their lexemes (questionLexemes): the share of
 * both questions' words found in the other, a word misspelt by one letter counting as found.
 * Asking the same thing with the same words, in another order or with a typo, comes close to 1;
 * two questions that only share a subject ("horaires de la piscine", "horaires de la mairie")
 * stay at one half.
 */
export function questionLikeness(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const found = (word: string, among: readonly string[]) =>
    among.some((other) => sameWord(word, other));
  const inB = a.filter((word) => found(word, b)).length;
  const inA = b.filter((word) => found(word, a)).length;
  return (inB + inA) / (a.length + b.length);
}

/**
 * Two wordings at least this alike (questionLikeness) ask the same question: above the one half
 * of two questions sharing only their subject, below a shared wording with a word more or less.
 */
export const SAME_QUESTION_LIKENESS = 0.6;

/**
 * Words at least this long may differ by one letter and still be one word misspelt; shorter
 * ones one letter apart are as often two words ("canin", "cantin").
 */
const TYPO_MIN_LENGTH = 6;

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  return Math.min(a.length, b.length) >= TYPO_MIN_LENGTH && oneEditAway(a, b, { swaps: true });
}
