import * as z from "zod/mini";
import { citedKnowledgeBaseSchema } from "./knowledge";

/** How analytics figures are grouped: by day or by week (weeks start on Monday). */
export const analyticsIntervalSchema = z.enum(["day", "week"]);
export type AnalyticsInterval = z.infer<typeof analyticsIntervalSchema>;

/** Longest period analytics cover, in days. */
export const MAX_ANALYTICS_DAYS = 366;

/** What visitors did with the assistants over a period, or one day or week of it. */
export const analyticsFiguresSchema = z.object({
  /** Conversations begun (a conversation spans the sessions that went on with its first). */
  conversations: z.number(),
  /**
   * Questions asked; small talk aside (« Bonjour », « merci », « ça va ? », « ok », « ? »: outcome
   * `small_talk`, see `AnswerOutcome`), which asks nothing.
   */
  questions: z.number(),
  /** Questions answered "I don't know". */
  no_answer: z.number(),
  likes: z.number(),
  dislikes: z.number(),
  /** Questions answered with a curated answer. */
  curated: z.number(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>;

export const analyticsReportSchema = z.object({
  interval: analyticsIntervalSchema,
  /** The time zone days and weeks are counted in (IANA name). */
  time_zone: z.string(),
  since: z.string(),
  until: z.string(),
  totals: analyticsFiguresSchema,
  /** Every day or week of the period, in order, those without activity included. */
  series: z.array(
    z.extend(analyticsFiguresSchema, {
      /** Its first day, `YYYY-MM-DD`. */
      period: z.string(),
    }),
  ),
  /**
   * The questions asked most, as visitors wrote them (case and spacing aside), at most ten; small
   * talk is no question.
   */
  top_questions: z.array(z.object({ question: z.string(), asked: z.number() })),
  /**
   * The sources the answers cited most, with how many answers cited each, at most ten: a page by
   * its address (`url`), a text or a document by its knowledge base (`url` empty), a document's
   * only for those who may see documents.
   */
  top_pages: z.array(
    z.object({
      url: z.string(),
      /** The text or document cited; null for a page. */
      knowledge_base: z._default(z.nullable(citedKnowledgeBaseSchema), null),
      cited: z.number(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
