import * as z from "zod/mini";
import { httpUrlSchema } from "./common";
import { taskStatusSchema } from "./knowledge";

/** Longest question of a test, in characters. */
export const MAX_TEST_QUESTION_LENGTH = 500;
/** Most words a test may require of an answer. */
export const MAX_EXPECTED_WORDS = 10;
/** Longest word (or expression) a test requires, in characters. */
export const MAX_EXPECTED_WORD_LENGTH = 100;

/**
 * What makes an answer right: it cites a page (`page`), it is a given curated answer
 * (`curated_answer`), or it holds given words (`words`, each found whatever its case and accents).
 */
export const testExpectationKindSchema = z.enum(["page", "curated_answer", "words"]);
export type TestExpectationKind = z.infer<typeof testExpectationKindSchema>;

/**
 * How a test's answer compares with the run before: it passed then and fails now (`regressed`),
 * failed then and passes now (`fixed`), was not in that run (`new`), or is as it was (`same`).
 */
export const testChangeSchema = z.enum(["regressed", "fixed", "new", "same"]);
export type TestChange = z.infer<typeof testChangeSchema>;

/** A test's outcome in the last run that holds it. */
export const testLastResultSchema = z.object({
  run: z.number(),
  passed: z.boolean(),
  change: testChangeSchema,
});
export type TestLastResult = z.infer<typeof testLastResultSchema>;

/**
 * A question the owner keeps with what a right answer to it is ("Tests"): every run asks it of the
 * assistant as a visitor would, and says whether the answer was right.
 */
export const assistantTestSchema = z.object({
  id: z.number(),
  bot: z.number(),
  question: z.string(),
  expect: testExpectationKindSchema,
  /** `page`: the page the answer must cite. */
  expected_url: z._default(z.nullable(z.string()), null),
  /** `curated_answer`: the curated answer expected; null once it is deleted (the test fails). */
  expected_curated_answer: z._default(z.nullable(z.number()), null),
  /** `words`: the words the answer must hold. */
  expected_words: z._default(z.array(z.string()), []),
  /** Null until a run has asked it as it is: a change of its question or expectation clears it. */
  last_result: z._default(z.nullable(testLastResultSchema), null),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantTest = z.infer<typeof assistantTestSchema>;

/** A word (or expression) an answer must hold: it has a letter or a digit to be found by. */
const expectedWord = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(MAX_EXPECTED_WORD_LENGTH),
  z.refine((word) => /[\p{L}\p{N}]/u.test(word), {
    error: "Enter a word with at least one letter or digit.",
  }),
);

const testFields = {
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEST_QUESTION_LENGTH)),
  expect: testExpectationKindSchema,
  expected_url: z.optional(z.nullable(httpUrlSchema)),
  expected_curated_answer: z.optional(z.nullable(z.number())),
  expected_words: z.optional(z.array(expectedWord).check(z.maxLength(MAX_EXPECTED_WORDS))),
};

/** A new test; the field its expectation names is required (the server says which is missing). */
export const assistantTestPayloadSchema = z.object({ bot: z.number(), ...testFields });
export type AssistantTestPayload = z.infer<typeof assistantTestPayloadSchema>;

export const assistantTestUpdateSchema = z.partial(z.object(testFields));
export type AssistantTestUpdate = z.infer<typeof assistantTestUpdateSchema>;

/** A question drawn from a heading of the assistant's pages, with the page that answers it. */
export const testProposalSchema = z.object({
  question: z.string(),
  expected_url: z.string(),
});
export type TestProposal = z.infer<typeof testProposalSchema>;

/** What started a run: the owner, a change of the assistant's knowledge, or of its curated answers. */
export const testRunTriggerSchema = z.enum(["manual", "knowledge", "curated_answers"]);
export type TestRunTrigger = z.infer<typeof testRunTriggerSchema>;

/** A run of an assistant's tests: a task, with its progress and its figures once it has ended. */
export const assistantTestRunSchema = z.object({
  /** The task that runs it. */
  id: z.number(),
  bot: z.number(),
  status: taskStatusSchema,
  trigger: testRunTriggerSchema,
  progress_done: z.number(),
  progress_total: z.number(),
  passed: z.number(),
  failed: z.number(),
  /** Tests that passed in the run before and fail in this one. */
  regressed: z.number(),
  /** Tests that failed in the run before and pass in this one. */
  fixed: z.number(),
  created_at: z.string(),
  /**
   * When it began asking the tests, as they were then (a test written or changed later is not
   * in it); null while it waits to begin.
   */
  started_at: z._default(z.nullable(z.string()), null),
  finished_at: z.nullable(z.string()),
  /** Why a failed run stopped, in French, for the owner; null for any other run. */
  failure: z.nullable(z.string()),
});
export type AssistantTestRun = z.infer<typeof assistantTestRunSchema>;

/**
 * Why a test failed: no page cited was the one expected, another curated answer (or none) was
 * given, or words were missing from the answer (`missing_words`).
 */
export const testFailureSchema = z.enum([
  "page_not_cited",
  "other_curated_answer",
  "curated_answer_deleted",
  "words_missing",
]);
export type TestFailure = z.infer<typeof testFailureSchema>;

/** One test's outcome in a run: the answer the assistant gave, and whether it was right. */
export const testResultSchema = z.object({
  /** The test; null once it is deleted. */
  test: z.nullable(z.number()),
  question: z.string(),
  expect: testExpectationKindSchema,
  passed: z.boolean(),
  failure: z._default(z.nullable(testFailureSchema), null),
  missing_words: z._default(z.array(z.string()), []),
  change: testChangeSchema,
  answer: z.string(),
  /** The pages the answer cited. */
  sources: z._default(z.array(z.string()), []),
  /** The curated answer given, if one was. */
  curated_answer: z._default(z.nullable(z.number()), null),
});
export type TestResult = z.infer<typeof testResultSchema>;

export const assistantTestRunDetailSchema = z.extend(assistantTestRunSchema, {
  /** Those that no longer pass first, then the other failures, then those passed. */
  results: z.array(testResultSchema),
});
export type AssistantTestRunDetail = z.infer<typeof assistantTestRunDetailSchema>;

export const testRunRequestSchema = z.object({ bot: z.number() });
export type TestRunRequest = z.infer<typeof testRunRequestSchema>;
