import {
  type AssistantTest,
  type AssistantTestPayload,
  isWebAddress,
  MAX_EXPECTED_WORD_LENGTH,
  MAX_EXPECTED_WORDS,
  MAX_TEST_QUESTION_LENGTH,
  type TestExpectationKind,
} from "@org/api-client";
import type { FormErrors } from "@/lib/form-errors";

/**
 * What the form edits: the question, the kind of right answer and the field of each kind (the
 * curated answer by its id, the words as typed), so that switching kinds loses nothing typed.
 */
export interface AssistantTestValues {
  question: string;
  expect: TestExpectationKind;
  expected_url: string;
  expected_curated_answer: string;
  expected_words: string;
}

/** What the form writes: a new test of a bot, or changes to a test. */
export type AssistantTestTarget = { bot: number } | { test: AssistantTest };

/** What the API takes, as its contract says. */
export const LIMITS = {
  question: MAX_TEST_QUESTION_LENGTH,
  words: MAX_EXPECTED_WORDS,
  word: MAX_EXPECTED_WORD_LENGTH,
};

export function initialValues(target: AssistantTestTarget): AssistantTestValues {
  if ("bot" in target) {
    return {
      question: "",
      // Any assistant can be held to words, one answering from texts alone too.
      expect: "words",
      expected_url: "",
      expected_curated_answer: "",
      expected_words: "",
    };
  }
  const { test } = target;
  return {
    question: test.question,
    expect: test.expect,
    expected_url: test.expected_url ?? "",
    expected_curated_answer:
      test.expected_curated_answer === null ? "" : String(test.expected_curated_answer),
    expected_words: test.expected_words.join("\n"),
  };
}

/** The words typed, one per line or separated by commas, blanks left out. */
export function wordList(words: string): string[] {
  return words
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter((word) => word !== "");
}

function questionError(question: string): string | undefined {
  const length = question.trim().length;
  if (length === 0) return "Saisissez la question.";
  return length > LIMITS.question
    ? `La question tient en ${LIMITS.question} caractères au plus\u00a0: elle en a ${length}.`
    : undefined;
}

function wordsError(words: string): string | undefined {
  const list = wordList(words);
  if (list.length === 0) return "Saisissez au moins un mot.";
  if (list.length > LIMITS.words) {
    return `${LIMITS.words} mots au plus\u00a0: il y en a ${list.length}.`;
  }
  const long = list.find((word) => word.length > LIMITS.word);
  return long === undefined
    ? undefined
    : `Un mot ou une expression tient en ${LIMITS.word} caractères au plus\u00a0: «\u00a0${long.slice(0, 20)}…\u00a0» en a ${long.length}.`;
}

function urlError(url: string): string | undefined {
  const address = url.trim();
  if (address === "") return "Saisissez l'adresse de la page.";
  return isWebAddress(address)
    ? undefined
    : "Saisissez une adresse commençant par http:// ou https://";
}

/** The messages shown before anything is sent: only the field of the kind chosen is checked. */
export function checkAssistantTest(values: AssistantTestValues): FormErrors<AssistantTestValues> {
  return {
    question: questionError(values.question),
    expected_url: values.expect === "page" ? urlError(values.expected_url) : undefined,
    expected_curated_answer:
      values.expect === "curated_answer" && values.expected_curated_answer === ""
        ? "Choisissez la réponse validée attendue."
        : undefined,
    expected_words: values.expect === "words" ? wordsError(values.expected_words) : undefined,
  };
}

/** The question, the kind, and the one field that kind reads. */
export function toUpdate(values: AssistantTestValues): Omit<AssistantTestPayload, "bot"> {
  const base = { question: values.question.trim(), expect: values.expect };
  switch (values.expect) {
    case "page":
      return { ...base, expected_url: values.expected_url.trim() };
    case "curated_answer":
      return { ...base, expected_curated_answer: Number(values.expected_curated_answer) };
    case "words":
      return { ...base, expected_words: wordList(values.expected_words) };
  }
}

export function toPayload(values: AssistantTestValues, bot: number): AssistantTestPayload {
  return { bot, ...toUpdate(values) };
}
