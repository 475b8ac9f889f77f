import * as z from "zod/mini";

/**
 * Why an answer counts as missed: the assistant said it did not know, the visitor disliked it,
 * or the passage behind it covered too little of the question to be trusted.
 */
export const missKindSchema = z.enum(["no_answer", "disliked", "low_confidence"]);
export type MissKind = z.infer<typeof missKindSchema>;

/**
 * What the owner made of a missed question: still to do, fixed (a new miss of it brings it back
 * to do), or ignored (its new misses are counted, and it stays ignored).
 */
export const missedQuestionStatusSchema = z.enum(["todo", "fixed", "ignored"]);
export type MissedQuestionStatus = z.infer<typeof missedQuestionStatusSchema>;

/** How many of a question's misses are of each kind; one miss may be of two kinds. */
export const missKindCountsSchema = z.object({
  no_answer: z.number(),
  disliked: z.number(),
  low_confidence: z.number(),
});
export type MissKindCounts = z.infer<typeof missKindCountsSchema>;

/**
 * A question visitors asked and the assistant missed, with every wording of it that was alike
 * enough to count as the same question. Figures count the misses of the period asked for.
 */
export const missedQuestionSchema = z.object({
  id: z.number(),
  bot: z.number(),
  /** The first wording asked; the others are in `wordings`. */
  question: z.string(),
  status: missedQuestionStatusSchema,
  /** Back to do because it was missed again after being marked fixed. */
  reopened: z._default(z.boolean(), false),
  status_changed_at: z.string(),
  /** How many times it was missed. */
  asked: z.number(),
  last_asked_at: z.string(),
  kinds: missKindCountsSchema,
  /**
   * Other wordings of it, most recent first: at most five in the list, all of them when one
   * question is read.
   */
  wordings: z._default(z.array(z.string()), []),
  /** How many distinct other wordings it has, in the period asked for, shown or not. */
  wordings_count: z._default(z.number(), 0),
  /** What visitors said was wrong with the answers they disliked, most recent first (at most three). */
  comments: z._default(z.array(z.string()), []),
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

/** One time a missed question was asked: the visitor's words and the answer they got. */
export const missSchema = z.object({
  /** The answer's message. */
  message: z.number(),
  /** The session it was asked in: its conversation opens in Conversations. */
  session: z.number(),
  question: z.string(),
  answer: z.string(),
  asked_at: z.string(),
  kinds: z.array(missKindSchema),
  confidence: z._default(z.nullable(z.number()), null),
  /** What the visitor said was wrong, with a dislike; empty otherwise. */
  comment: z._default(z.string(), ""),
});
export type Miss = z.infer<typeof missSchema>;

/** A missed question with its latest misses (at most fifty), newest first. */
export const missedQuestionDetailSchema = z.extend(missedQuestionSchema, {
  misses: z.array(missSchema),
});
export type MissedQuestionDetail = z.infer<typeof missedQuestionDetailSchema>;

export const missedQuestionUpdateSchema = z.object({ status: missedQuestionStatusSchema });
export type MissedQuestionUpdate = z.infer<typeof missedQuestionUpdateSchema>;

/** How many questions one call marks at most, all of them in one statement. */
export const MAX_MARKED_QUESTIONS = 1000;

/** Several questions marked at once, by their ids, each listed once. */
export const missedQuestionsUpdateSchema = z.object({
  ids: z.array(z.number().check(z.int(), z.positive())).check(
    z.minLength(1),
    z.maxLength(MAX_MARKED_QUESTIONS),
    z.refine((ids) => new Set(ids).size === ids.length, { error: "List each question once." }),
  ),
  status: missedQuestionStatusSchema,
});
export type MissedQuestionsUpdate = z.infer<typeof missedQuestionsUpdateSchema>;
