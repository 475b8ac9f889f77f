import { type Answerer, type CheckQuestion, type QualityReport, scoreCheckSet } from "./check-set";
import { type CuratedWording, type Db, matchCuratedAnswer, questionLexemes } from "./engine";

/**
 * What an owner's fixes do: each rephrased question the engine missed is answered once with a
 * curated answer, then visitors ask again in other words.
 */
export interface OwnerLoop {
  /** Rephrased questions whose first link was wrong (or that got none), each given a curated answer. */
  fixed: number;
  /**
   * The other wordings of the fixed facts: how many were asked, and how many were answered right
   * (their fact's curated answer, or else the engine's right page first).
   */
  otherWordings: { asked: number; right: number };
  /**
   * Every question of the set against the curated answers of the facts it does not ask (the
   * off-topic ones against all of them): how many, and how many got one of those.
   */
  unrelated: { asked: number; captured: number };
  /** Questions given the curated answer of a fact they do not ask, with that answer's question. */
  captures: { question: string; curatedFor: string }[];
  /** Other wordings of fixed facts still answered wrong. */
  stillMissed: string[];
}

/**
 * Simulates an owner going through the misses: a curated answer is written for each rephrased
 * question the engine got wrong, attached to the question as the visitor asked it and no other
 * wording. Matching reads the wordings alone, so what the answer says plays no part here: a
 * curated answer given for its own fact is right by construction. Then the other wordings of
 * those facts, written with the set and never used to tune, are asked, and every question of the
 * set is checked against the other facts' curated answers.
 */
export async function simulateOwnerLoop(
  db: Db,
  engineReport: QualityReport,
  otherWordings: readonly CheckQuestion[],
  origin: string,
  answerer: Answerer,
): Promise<OwnerLoop> {
  const missed = engineReport.outcomes.filter(
    (outcome) => outcome.kind === "rephrased" && outcome.hitRank !== 1,
  );
  const curated: CuratedWording[] = [];
  const curatedQuestion = new Map<number, string>();
  for (const outcome of missed) {
    const fact = outcome.fact as number;
    curated.push({ curatedAnswerId: fact, lexemes: await questionLexemes(db, outcome.question) });
    curatedQuestion.set(fact, outcome.question);
  }
  const curatedFor = async (question: string) =>
    matchCuratedAnswer({ lexemes: await questionLexemes(db, question) }, curated)?.curatedAnswerId;

  const fixed = new Set(curatedQuestion.keys());
  const asked = otherWordings.filter((question) => fixed.has(question.fact as number));
  let right = 0;
  const stillMissed: string[] = [];
  for (const question of asked) {
    const match = await curatedFor(question.question);
    const answered =
      match === undefined
        ? (await scoreCheckSet([question], origin, answerer)).outcomes[0]?.hitRank === 1
        : match === question.fact;
    if (answered) right += 1;
    else stillMissed.push(question.question);
  }

  const everyQuestion = [
    ...engineReport.outcomes.filter((outcome) => outcome.kind !== "other_wording"),
    ...otherWordings,
  ];
  const captures: OwnerLoop["captures"] = [];
  for (const question of everyQuestion) {
    const match = await curatedFor(question.question);
    if (match !== undefined && match !== question.fact) {
      captures.push({ question: question.question, curatedFor: curatedQuestion.get(match) ?? "" });
    }
  }
  return {
    fixed: missed.length,
    otherWordings: { asked: asked.length, right },
    unrelated: { asked: everyQuestion.length, captured: captures.length },
    captures,
    stillMissed,
  };
}
