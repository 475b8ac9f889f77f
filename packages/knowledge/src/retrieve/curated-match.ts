import { ownNames, questionLikeness } from "./question-likeness";
import { SAME_MEANING_SIMILARITY, SAME_QUESTION_LIKENESS } from "./relevance-thresholds";

/** One way a curated answer's question is asked: its lexemes, and its vector when embedded. */
export interface CuratedWording {
  curatedAnswerId: number;
  /** questionLexemes of the wording. */
  lexemes: readonly string[];
  /** The wording's vector, from the model that embeds the visitor's question. */
  vector?: readonly number[];
}

/** A visitor's question as curated answers are matched with it. */
export interface AskedQuestion {
  lexemes: readonly string[];
  vector?: readonly number[];
}

export interface CuratedMatch {
  curatedAnswerId: number;
  /** How alike the closest wording is: by words (questionLikeness) or by meaning (cosine). */
  likeness: number;
  by: "words" | "meaning";
}

/**
 * The curated answer whose wordings come closest to the visitor's question, when one is close
 * enough to be the same question: by words (SAME_QUESTION_LIKENESS, with at least one word in
 * common as written, which the server's search of wordings also asks), or by meaning when both
 * have vectors (SAME_MEANING_SIMILARITY). Closest by words first: a wording the visitor used
 * word for word says more than a vector.
 */
export function matchCuratedAnswer(
  question: AskedQuestion,
  wordings: readonly CuratedWording[],
): CuratedMatch | undefined {
  let byWords: CuratedMatch | undefined;
  let byMeaning: CuratedMatch | undefined;
  for (const wording of wordings) {
    // A wording sharing no word as it is written is another question, whatever typos bring.
    const sharesWord = wording.lexemes.some((lexeme) => question.lexemes.includes(lexeme));
    const likeness = sharesWord ? questionLikeness(question.lexemes, wording.lexemes) : 0;
    if (likeness >= SAME_QUESTION_LIKENESS && likeness > (byWords?.likeness ?? 0)) {
      byWords = { curatedAnswerId: wording.curatedAnswerId, likeness, by: "words" };
    }
    // Two wordings each naming something of their own ask about two things, however close in
    // meaning their other words are.
    const namesDiffer =
      ownNames(question.lexemes, wording.lexemes).length > 0 &&
      ownNames(wording.lexemes, question.lexemes).length > 0;
    if (question.vector && wording.vector && !namesDiffer) {
      const similarity = cosine(question.vector, wording.vector);
      if (similarity >= SAME_MEANING_SIMILARITY && similarity > (byMeaning?.likeness ?? 0)) {
        byMeaning = {
          curatedAnswerId: wording.curatedAnswerId,
          likeness: similarity,
          by: "meaning",
        };
      }
    }
  }
  return byWords ?? byMeaning;
}

function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [at, value] of a.entries()) {
    const other = b[at] ?? 0;
    dot += value * other;
    normA += value * value;
    normB += other * other;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
