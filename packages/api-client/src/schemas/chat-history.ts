import * as z from "zod/mini";
import { linkSchema, ratingSchema } from "./common";
import { citedKnowledgeBaseSchema } from "./knowledge";

// What the back-office reads of conversations: their messages with what answered each, and the
// conversations as listed. Apart from the visitor's chat (./chat), which the widget ships.

/**
 * What answered an assistant's message: quoted passages of its knowledge bases, its language
 * model, nobody (the no-answer reply: nothing relevant found), passages quoted because the
 * configured model failed, an answer the organisation wrote itself (a curated answer), or the
 * assistant's courtesy reply to small talk (a message that only greeted, asked how it was,
 * thanked, said goodbye, acknowledged or said no, or held no word: « ça va ? », « ok », « ? »):
 * nothing was asked, so nothing was searched.
 */
export const answerOutcomeSchema = z.enum([
  "passages",
  "model",
  "no_answer",
  "provider_fallback",
  "curated",
  "small_talk",
]);
export type AnswerOutcome = z.infer<typeof answerOutcomeSchema>;

/**
 * A source under an answer as the back-office reads it: its page (empty for a text or a
 * document), its passage, and the knowledge base the passage comes from, which names a text or a
 * document. Null for a curated answer's page, a knowledge base deleted since, a document's for a
 * user who may not see documents, and answers stored before sources named their knowledge base
 * whose passage is no longer in it.
 */
export const messageLinkSchema = z.extend(linkSchema, {
  knowledge_base: z._default(z.nullable(citedKnowledgeBaseSchema), null),
});
export type MessageLink = z.infer<typeof messageLinkSchema>;

export const messageApiSchema = z.object({
  id: z.number(),
  session: z.number(),
  sent_from: z.enum(["bot", "user"]),
  sent_at: z.string(),
  message: z.string(),
  rating: z._default(ratingSchema, 0),
  /** What the visitor said was wrong with a disliked answer; empty when nothing was said. */
  rating_comment: z._default(z.string(), ""),
  reformulated_message: z._default(z.string(), ""),
  links: z._default(z.array(messageLinkSchema), []),
  /** What answered it; null for a visitor's message and for answers stored before outcomes. */
  outcome: z._default(z.nullable(answerOutcomeSchema), null),
  /**
   * How sure retrieval was of the passage behind the answer, from 0 (nothing relevant found) to
   * 1 (every word of the question in it); null where outcome is.
   */
  confidence: z._default(z.nullable(z.number()), null),
  /** The curated answer it gave; null otherwise, and once that answer is deleted. */
  curated_answer: z._default(z.nullable(z.number()), null),
  /**
   * The question to improve this answer was filed under, when it was missed (no answer, a
   * dislike, too little confidence); null otherwise.
   */
  missed_question: z._default(z.nullable(z.number()), null),
});
export type MessageApi = z.infer<typeof messageApiSchema>;

/** A conversation as the back-office lists it. */
export const chatHistorySchema = z.object({
  id: z.number(),
  bot: z.number(),
  started_at: z.string(),
  closed_at: z.nullable(z.string()),
  message_count: z.number(),
  last_message: z._default(z.string(), ""),
  likes: z._default(z.number(), 0),
  dislikes: z._default(z.number(), 0),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;
