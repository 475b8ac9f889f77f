import * as z from "zod/mini";
import { httpUrlSchema } from "./common";

/** Longest question or wording of a curated answer, in characters. */
export const MAX_CURATED_QUESTION_LENGTH = 500;
/** Longest curated answer, in characters of Markdown. */
export const MAX_CURATED_ANSWER_LENGTH = 5000;
/** Most other wordings one curated answer holds. */
export const MAX_CURATED_WORDINGS = 20;

const questionText = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(MAX_CURATED_QUESTION_LENGTH));

/**
 * An answer the organisation wrote itself ("Réponses validées"): a visitor asking its question,
 * one of its other wordings, or something close enough, gets it instead of passages, marked as
 * the organisation's own.
 */
export const curatedAnswerSchema = z.object({
  id: z.number(),
  bot: z.number(),
  /** The question as visitors asked it. */
  question: z.string(),
  /** Other ways of asking it. */
  wordings: z._default(z.array(z.string()), []),
  /** Markdown. */
  answer: z.string(),
  /** A page the answer points to. */
  link: z._default(z.nullable(z.string()), null),
  /** How many answers it gave. */
  uses: z._default(z.number(), 0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CuratedAnswer = z.infer<typeof curatedAnswerSchema>;

export const curatedAnswerPayloadSchema = z.object({
  bot: z.number(),
  question: questionText,
  wordings: z.optional(z.array(questionText).check(z.maxLength(MAX_CURATED_WORDINGS))),
  answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_CURATED_ANSWER_LENGTH)),
  link: z.optional(z.nullable(httpUrlSchema)),
  /** The question to improve it answers: marked fixed once the answer is saved. */
  missed_question: z.optional(z.number()),
});
export type CuratedAnswerPayload = z.infer<typeof curatedAnswerPayloadSchema>;

export const curatedAnswerUpdateSchema = z.partial(
  z.omit(curatedAnswerPayloadSchema, { bot: true }),
);
export type CuratedAnswerUpdate = z.infer<typeof curatedAnswerUpdateSchema>;

/**
 * The columns of the curated answers' CSV, in their order, by the field each fills: named in
 * French as the export writes them. `link` may be left out. A file naming them by their field
 * (`question,wordings,answer,link`, as exports did before) imports as well.
 */
export const CURATED_ANSWER_CSV_COLUMNS = {
  question: "Question",
  wordings: "Autres formulations",
  answer: "Réponse",
  link: "Lien",
} as const;

/**
 * Curated answers as CSV (RFC 4180, separated by semicolons or commas, a header line naming the
 * columns, wordings one per line of their cell): a question the bot already has is updated,
 * another added.
 */
export const curatedAnswerImportSchema = z.object({ bot: z.number(), csv: z.string() });
export type CuratedAnswerImport = z.infer<typeof curatedAnswerImportSchema>;

export const curatedAnswerImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
});
export type CuratedAnswerImportResult = z.infer<typeof curatedAnswerImportResultSchema>;
