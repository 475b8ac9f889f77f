import {
  type CuratedAnswer,
  type CuratedAnswerPayload,
  type CuratedAnswerUpdate,
  isWebAddress,
  MAX_CURATED_ANSWER_LENGTH,
  MAX_CURATED_QUESTION_LENGTH,
  MAX_CURATED_WORDINGS,
} from "@org/api-client";
import type { FormErrors } from "@/lib/form-errors";

/** What the form edits: the other wordings one per line, as in the CSV's cell. */
export interface CuratedAnswerValues {
  question: string;
  wordings: string;
  answer: string;
  link: string;
}

export type CuratedAnswerErrors = FormErrors<CuratedAnswerValues>;

/** A question the answer is written for, with what is already known of it. */
export interface CuratedAnswerDraft {
  bot: number;
  question: string;
  /** Other ways visitors asked it. */
  wordings: readonly string[];
  /** The question to improve it answers, marked fixed once the answer is saved. */
  missedQuestion?: number;
  /** What the assistant answered the visitor, shown beside the answer written to correct it. */
  givenAnswer?: string;
}

/**
 * What the form writes: a new answer from a draft, or changes to an answer (given the question to
 * improve it answers, marked fixed once the changes are saved).
 */
export type CuratedAnswerTarget =
  | { draft: CuratedAnswerDraft }
  | { answer: CuratedAnswer; missedQuestion?: number };

/** The question to improve the answer written answers, if any: marked fixed once it is saved. */
export function missedQuestionOf(target: CuratedAnswerTarget): number | undefined {
  return "draft" in target ? target.draft.missedQuestion : target.missedQuestion;
}

/** What the API takes, as its contract says. */
export const LIMITS = {
  question: MAX_CURATED_QUESTION_LENGTH,
  answer: MAX_CURATED_ANSWER_LENGTH,
  wordings: MAX_CURATED_WORDINGS,
};

export function initialValues(target: CuratedAnswerTarget): CuratedAnswerValues {
  if ("draft" in target) {
    return {
      question: target.draft.question,
      wordings: target.draft.wordings.join("\n"),
      answer: "",
      link: "",
    };
  }
  const { answer } = target;
  return {
    question: answer.question,
    wordings: answer.wordings.join("\n"),
    answer: answer.answer,
    link: answer.link ?? "",
  };
}

/** The other wordings typed, one per line, blank lines left out. */
export function wordingLines(wordings: string): string[] {
  return wordings
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function wordingsError(wordings: string): string | undefined {
  const count = wordingLines(wordings).length;
  if (count > LIMITS.wordings) {
    return `${LIMITS.wordings} formulations au plus\u00a0: il y en a ${count}.`;
  }
  const lines = wordings.split("\n").map((line) => line.trim());
  const long = lines.findIndex((line) => line.length > LIMITS.question);
  if (long < 0) return undefined;
  return `Une formulation tient en ${LIMITS.question} caractères au plus\u00a0: celle de la ligne ${long + 1} en a ${lines[long]?.length}.`;
}

/** A question brought from a conversation may be longer than the field lets one type. */
function questionError(question: string): string | undefined {
  const length = question.trim().length;
  if (length === 0) return "Saisissez la question.";
  return length > LIMITS.question
    ? `La question tient en ${LIMITS.question} caractères au plus\u00a0: elle en a ${length}.`
    : undefined;
}

/** The messages shown before anything is sent. */
export function checkCuratedAnswer(values: CuratedAnswerValues): CuratedAnswerErrors {
  const link = values.link.trim();
  return {
    question: questionError(values.question),
    wordings: wordingsError(values.wordings),
    answer: values.answer.trim() === "" ? "Saisissez la réponse." : undefined,
    link:
      link !== "" && !isWebAddress(link)
        ? "Saisissez une adresse commençant par http:// ou https://"
        : undefined,
  };
}

function contentOf(values: CuratedAnswerValues) {
  return {
    question: values.question.trim(),
    wordings: wordingLines(values.wordings),
    answer: values.answer.trim(),
  };
}

export function toPayload(
  values: CuratedAnswerValues,
  draft: CuratedAnswerDraft,
): CuratedAnswerPayload {
  const link = values.link.trim();
  return {
    bot: draft.bot,
    ...contentOf(values),
    ...(link ? { link } : {}),
    ...fixing(draft.missedQuestion),
  };
}

/** Every field, the link emptied included, which null removes. */
export function toUpdate(
  values: CuratedAnswerValues,
  missedQuestion?: number,
): CuratedAnswerUpdate {
  return { ...contentOf(values), link: values.link.trim() || null, ...fixing(missedQuestion) };
}

function fixing(missedQuestion: number | undefined) {
  return missedQuestion === undefined ? {} : { missed_question: missedQuestion };
}
