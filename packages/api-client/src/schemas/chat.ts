import * as z from "zod/mini";
import { linkSchema, ratingSchema } from "./common";

/** Longest visitor message the API accepts, in characters. */
export const MAX_MESSAGE_LENGTH = 2000;

/** A session a visitor had, proven by its secret. */
export const sessionCredentialsSchema = z.object({
  session_id: z.number(),
  session_secret: z.string(),
});

export const sessionStartPayloadSchema = z.object({
  bot_id: z.number(),
  /**
   * The session the visitor had before a reload or on another page of the site: the new session
   * goes on with its conversation, whose latest messages the answer reads back.
   */
  previous_session: z.optional(sessionCredentialsSchema),
});
export type SessionStartPayload = z.infer<typeof sessionStartPayloadSchema>;

/** A message of the conversation a new session goes on with, as the visitor saw it. */
export const earlierMessageSchema = z.object({
  id: z.number(),
  sent_from: z.enum(["bot", "user"]),
  message: z.string(),
  rating: z._default(ratingSchema, 0),
  /**
   * Whether the visitor already said what was wrong with this disliked answer (the comment itself
   * stays in the back-office): the widget does not ask again.
   */
  rating_commented: z._default(z.boolean(), false),
  links: z._default(z.array(linkSchema), []),
  /** Written by the organisation itself (a curated answer). */
  curated: z._default(z.boolean(), false),
  /** The assistant's courtesy reply to small talk (see `Answer`): nothing to rate or cite. */
  small_talk: z._default(z.boolean(), false),
});
export type EarlierMessage = z.infer<typeof earlierMessageSchema>;

export const sessionStartResultSchema = z.object({
  session_id: z.number(),
  /** Presented by every later public call for this session. */
  session_secret: z.string(),
  bot_name: z.string(),
  welcome_message: z.string(),
  bot_avatar_url: z._default(z.nullable(z.string()), null),
  /**
   * With `previous_session`, the conversation's latest messages, oldest first; empty otherwise,
   * and when the previous session is unknown, of another bot, or its secret does not match.
   */
  earlier_messages: z._default(z.array(earlierMessageSchema), []),
});
export type SessionStartResult = z.infer<typeof sessionStartResultSchema>;

/** The chat session as the widget keeps it. */
export interface ChatSession {
  session_id: number;
  session_secret: string;
  bot_id: number;
  bot_name: string;
  welcome_message: string;
  botAvatarUrl: string | null;
  /** The latest messages of the conversation this session goes on with, oldest first. */
  earlierMessages: ChatMessage[];
}

export const sessionClosePayloadSchema = z.object({
  session_id: z.number(),
  session_secret: z.string(),
});
export type SessionClosePayload = z.infer<typeof sessionClosePayloadSchema>;

/**
 * Deleting a conversation (DELETE /api/sessions/{id}/, every session of it): a visitor presents
 * the secret of that session; a signed-in user sends no body.
 */
export const conversationDeletePayloadSchema = z.object({
  session_secret: z.optional(z.string()),
});
export type ConversationDeletePayload = z.infer<typeof conversationDeletePayloadSchema>;

export const sendMessagePayloadSchema = z.object({
  session_id: z.number(),
  session_secret: z.string(),
  message: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_LENGTH)),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

export const answerSchema = z.object({
  id: z.number(),
  answer: z.string(),
  links: z._default(z.array(linkSchema), []),
  rating: z._default(ratingSchema, 0),
  /** Written by the organisation itself (a curated answer), not drawn from its pages. */
  curated: z._default(z.boolean(), false),
  /**
   * The assistant's courtesy reply to small talk (see `AnswerOutcome`: « Bonjour », « merci »,
   * « ça va ? », « ok », « ? »): no source behind it, nothing for the visitor to rate.
   */
  small_talk: z._default(z.boolean(), false),
});
export type Answer = z.infer<typeof answerSchema>;

/** Longest comment a visitor may leave on a disliked answer, in characters. */
export const MAX_RATING_COMMENT_LENGTH = 500;

export const ratePayloadSchema = z.object({
  rating: ratingSchema,
  session_secret: z.optional(z.string()),
  /** Why the answer was wrong: only with a dislike (-1); another rating clears it. */
  comment: z.optional(z.string().check(z.maxLength(MAX_RATING_COMMENT_LENGTH))),
});
export type RatePayload = z.infer<typeof ratePayloadSchema>;

/** A message as the widget shows it. */
export interface ChatMessage {
  id: number | string;
  role: "user" | "assistant";
  content: string;
  rating: 0 | 1 | -1;
  /** The visitor said what was wrong with this disliked answer; another rating clears it. */
  commented: boolean;
  sources: { url: string; chunk: string }[];
  /** Written by the organisation itself (a curated answer): its source is its link. */
  curated?: boolean;
  /** The courtesy reply to small talk: shown without sources or rating. */
  smallTalk?: boolean;
}

/**
 * The server-sent events of POST /api/sessions/message/stream, each with JSON data: `delta`
 * events carry the next piece of the answer's text, then one `done` event carries the whole
 * Answer, or one `error` event carries `{detail}`.
 */
export const ANSWER_STREAM_EVENTS = { delta: "delta", done: "done", error: "error" } as const;

export const answerDeltaSchema = z.object({ text: z.string() });
export type AnswerDelta = z.infer<typeof answerDeltaSchema>;
