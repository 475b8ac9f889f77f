import type { QueryConcept } from "./bm25-search";
import type { Db } from "./db";
import { everydayLexemes } from "./everyday-words";
import { synonymsOf } from "./synonyms";
import { textLexemes } from "./text-lexemes";

/** A synonym matches a little less than the word the visitor used. */
const SYNONYM_WEIGHT = 0.7;

/**
 * The question's terms as concepts of lexemes, stemmed and folded by the database's own text
 * search configuration (the one that made the chunks' tsvectors), each with its synonyms.
 */
export async function queryConcepts(db: Db, terms: readonly string[]): Promise<QueryConcept[]> {
  if (terms.length === 0) return [];
  const groups = terms.map((term) => [term, ...synonymsOf(term)]);
  const words = groups.flat();
  const [analysed, everyday] = await Promise.all([textLexemes(db, words), everydayLexemes(db)]);
  const lexemesOf = analysed.map((lexemes) => [...lexemes.keys()]);
  let at = 0;
  return groups.map((group) => {
    const lexemes = new Map<string, number>();
    const own = lexemesOf[at] ?? [];
    for (const [position] of group.entries()) {
      const weight = position === 0 ? 1 : SYNONYM_WEIGHT;
      for (const lexeme of lexemesOf[at++] ?? []) {
        lexemes.set(lexeme, Math.max(weight, lexemes.get(lexeme) ?? 0));
      }
    }
    return {
      lexemes: [...lexemes].map(([lexeme, weight]) => ({ lexeme, weight })),
      everyday: own.length > 0 && own.every((lexeme) => isEveryday(lexeme, everyday)),
    };
  });
}

/** Most conjugated forms stem a letter or two away from the infinitive (entend, entendr). */
const MAX_INFLECTION_GAP = 2;
const MIN_INFLECTED_STEM = 4;

function isEveryday(lexeme: string, everyday: ReadonlySet<string>): boolean {
  if (everyday.has(lexeme)) return true;
  if (lexeme.length < MIN_INFLECTED_STEM) return false;
  for (const known of everyday) {
    const [shorter, longer] = known.length < lexeme.length ? [known, lexeme] : [lexeme, known];
    if (
      shorter.length >= MIN_INFLECTED_STEM &&
      longer.length - shorter.length <= MAX_INFLECTION_GAP &&
      longer.startsWith(shorter)
    ) {
      return true;
    }
  }
  return false;
}
