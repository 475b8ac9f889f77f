import type { Db } from "../db";
import { textLexemes } from "../indexing/text-lexemes";
import { oneEditAway } from "./one-edit-away";
import { foldAccents, NAME_MARK, questionNameMarks, questionTerms } from "./question-terms";
import { NAMING_OTHER_THINGS } from "./relevance-thresholds";

/**
 * A question's meaningful words (see questionTerms) as the search configuration stems them, with
 * accents folded, and what it names, marked (see questionNameMarks), sorted: what two wordings of
 * one question have in common ("horaires d'ouverture" and "horaire ouvertures" give the same
 * two; "tarif piscine Bellevue" gives `#bellevue`, `bellevu`, `piscin`, `tarif`).
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
  if (lexemes.size > 0) for (const mark of questionNameMarks(question)) lexemes.add(mark);
  return [...lexemes].sort();
}

/**
 * Lexemes stored before questionLexemes marked names, with the names of the question they were
 * read from: a wording stored then compares by its names as one stored now. Lexemes that already
 * hold them come back as they are.
 */
export function withQuestionNames(lexemes: readonly string[], question: string): string[] {
  if (lexemes.length === 0) return [...lexemes];
  const all = new Set(lexemes);
  for (const mark of questionNameMarks(question)) all.add(mark);
  return all.size === lexemes.length ? [...lexemes] : [...all].sort();
}

/**
 * How alike two questions are, from 0 to 1, by their lexemes (questionLexemes): the share of
 * both questions' words found in the other, a word misspelt by one letter counting as found.
 * Asking the same thing with the same words, in another order or with a typo, comes close to 1;
 * two questions that only share a subject ("horaires de la piscine", "horaires de la mairie")
 * stay at one half.
 *
 * A question naming something is about that thing: when each question names something the other
 * does not (see ownNames), they ask about two things, and are at most one half alike however many
 * words they share ("encombrants du quartier LysA", "… LysB"). A question naming nothing, or only
 * what the other names too, compares by its words: a visitor may leave the name out, or write it
 * without its capital.
 */
export function questionLikeness(a: readonly string[], b: readonly string[]): number {
  const wordsA = a.filter((lexeme) => !lexeme.startsWith(NAME_MARK));
  const wordsB = b.filter((lexeme) => !lexeme.startsWith(NAME_MARK));
  if (wordsA.length === 0 || wordsB.length === 0) return 0;
  const found = (word: string, among: readonly string[]) =>
    among.some((other) => sameWord(word, other));
  const inB = wordsA.filter((word) => found(word, wordsB)).length;
  const inA = wordsB.filter((word) => found(word, wordsA)).length;
  const likeness = (inB + inA) / (wordsA.length + wordsB.length);
  const apart = ownNames(a, b).length > 0 && ownNames(b, a).length > 0;
  return apart ? Math.min(likeness, NAMING_OTHER_THINGS) : likeness;
}

/**
 * The names of the first question that the second does not name, nor write among its words:
 * names are compared letter for letter (a code or a version one sign apart is another thing),
 * case and accents aside; written without its capital ("piscine bellevue"), a name is one of the
 * other's words, and each word of a name made of several (`saint-etienne`) must be there.
 */
export function ownNames(a: readonly string[], b: readonly string[]): string[] {
  const names = b.filter((lexeme) => lexeme.startsWith(NAME_MARK));
  const words = b.filter((lexeme) => !lexeme.startsWith(NAME_MARK));
  return a.filter(
    (lexeme) =>
      lexeme.startsWith(NAME_MARK) &&
      !names.includes(lexeme) &&
      !nameAmongWords(lexeme.slice(NAME_MARK.length), words),
  );
}

/**
 * Whether the name is among the words, as the search configuration stems them: each of its
 * words is one of them, or, without a digit, starts with one cut short by a few letters at most
 * (`bellevue`, `bellevu`), not by a word of its own (`montplaisir`, `mont`).
 */
function nameAmongWords(name: string, words: readonly string[]): boolean {
  if (words.includes(name)) return true;
  const parts = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    parts.length > 0 &&
    parts.every((part) =>
      words.some(
        (word) =>
          word === part ||
          (word.length >= MIN_STEM_LENGTH &&
            part.length - word.length <= STEMMED_LETTERS &&
            part.startsWith(word) &&
            !/\p{N}/u.test(part)),
      ),
    )
  );
}

/** The most letters the search configuration cuts off a name ("vitale", "vital"). */
const STEMMED_LETTERS = 3;
/** A shorter stem is as often another word ("lys", "lysa"). */
const MIN_STEM_LENGTH = 4;

/**
 * Words at least this long may differ by one letter and still be one word misspelt; shorter
 * ones one letter apart are as often two words ("canin", "cantin").
 */
const TYPO_MIN_LENGTH = 6;

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  return Math.min(a.length, b.length) >= TYPO_MIN_LENGTH && oneEditAway(a, b, { swaps: true });
}
