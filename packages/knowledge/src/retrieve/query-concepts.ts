import type { Db } from "../db";
import { textLexemes, tokenWordLexemes } from "../indexing/text-lexemes";
import { DERIVED_WEIGHT, type QueryConcept } from "./bm25-search";
import { everydayLexemes } from "./everyday-words";

/**
 * The question's terms as concepts of lexemes, stemmed and folded by the database's own text
 * search configuration (the one that made the chunks' tsvectors). `names` are the terms the
 * visitor wrote as names (see `questionNames`). A technical token (`/etc/hosts`) also stands for
 * its words, a little less than for itself: a text may name the file by them ("le fichier
 * hosts").
 */
export async function queryConcepts(
  db: Db,
  terms: readonly string[],
  names: ReadonlySet<string> = new Set(),
): Promise<QueryConcept[]> {
  if (terms.length === 0) return [];
  const [analysed, tokenWords, everyday] = await Promise.all([
    textLexemes(db, terms),
    tokenWordLexemes(db, terms),
    everydayLexemes(db),
  ]);
  return terms.map((term, at) => {
    const own = [...(analysed[at] ?? new Map()).keys()];
    const derived = (tokenWords.get(term) ?? []).filter((lexeme) => !own.includes(lexeme));
    return {
      lexemes: [
        ...own.map((lexeme) => ({ lexeme, weight: 1 })),
        ...derived.map((lexeme) => ({ lexeme, weight: DERIVED_WEIGHT })),
      ],
      everyday: own.length > 0 && own.every((lexeme) => isEveryday(lexeme, everyday)),
      name: names.has(term),
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
