import * as z from "zod/mini";
import { choiceSchema } from "./common";

/**
 * How an account's assistants answer: `extractive`, no language model provider is configured
 * (neither the account's nor the server's) and answers quote the best passages of the knowledge
 * bases; `language_model`, the bot's model writes them from those passages.
 */
export const ANSWER_MODES = ["extractive", "language_model"] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** The answer of GET /api/bots/language-models/?account={id}. */
export const languageModelsSchema = z.object({
  answer_mode: z.enum(ANSWER_MODES),
  /** The provider's host, e.g. `api.openai.com`; null without a provider. */
  provider: z.nullable(z.string()),
  /**
   * The chat models the provider lists, read from it at each request: empty without a provider,
   * and when it could not be read.
   */
  models: z.array(choiceSchema),
  /** Why the provider's list could not be read, in French; null when it was, or without one. */
  error: z.nullable(z.string()),
});
export type LanguageModels = z.infer<typeof languageModelsSchema>;
