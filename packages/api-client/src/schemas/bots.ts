import * as z from "zod/mini";
import { botAppearanceInputShape, botAppearanceShape } from "./appearance";
import { choiceSchema, httpUrlSchema } from "./common";
import { ANSWER_MODES } from "./language-models";

export const botSchema = z.object({
  id: z.number(),
  account: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  model: z.string(),
  channel_type: z.string(),
  welcome_message: z._default(z.string(), ""),
  avatar_url: z._default(z.nullable(z.string()), null),
  /** Only present for holders of `PERMISSION.viewBotSystemPrompt`. */
  system_prompt: z.optional(z.string()),
  /** Text and URL knowledge bases the bot answers from. */
  text_knowledges: z._default(z.array(z.number()), []),
  /** Document knowledge bases the bot answers from. */
  document_knowledges: z._default(z.array(z.number()), []),
  /** Origins allowed to embed the bot; empty means any. */
  allowed_origins: z._default(z.array(z.string()), []),
  /**
   * The full privacy policy its widget links to; null: the server's policy for visitors
   * (`visitorPrivacyUrl`). A site's own, given in its embed code, wins over both.
   */
  privacy_policy_url: z._default(z.nullable(z.string()), null),
  /**
   * What answers its visitors, as things stand on the server: `language_model`, its `model`
   * (a provider is configured for its account or the server); `extractive`, no model at all,
   * passages of its knowledge bases. A back end that does not say is taken to use the model.
   */
  answer_mode: z._default(z.enum(ANSWER_MODES), "language_model"),
  /** How its widget looks, and the language of the widget and of the fixed replies. */
  ...botAppearanceShape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Bot = z.infer<typeof botSchema>;

export const botCreateSchema = z.object({
  account: z.number(),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  is_active: z.optional(z.boolean()),
  model: z.optional(z.string()),
  channel_type: z.optional(z.string()),
  welcome_message: z.optional(z.string()),
  avatar_url: z.optional(z.nullable(z.string())),
  system_prompt: z.optional(z.string()),
  text_knowledges: z.optional(z.array(z.number())),
  document_knowledges: z.optional(z.array(z.number())),
  allowed_origins: z.optional(z.array(z.string())),
  /** An http(s) address; null removes it. */
  privacy_policy_url: z.optional(z.nullable(httpUrlSchema)),
  ...botAppearanceInputShape,
});
export type BotCreate = z.infer<typeof botCreateSchema>;

export const botUpdateSchema = z.partial(botCreateSchema);
export type BotUpdate = z.infer<typeof botUpdateSchema>;

/** A field of the bot form, as Django REST Framework's metadata describes a choice field. */
const botChoiceFieldSchema = z.object({
  type: z.literal("choice"),
  required: z.boolean(),
  read_only: z.boolean(),
  label: z.string(),
  choices: z.array(choiceSchema),
});

/**
 * The answer of OPTIONS /api/bots/ (Django REST Framework metadata). `actions` only for a user
 * who may create or change bots, as DRF leaves out the forms a user may not fill.
 */
export const botOptionsSchema = z.object({
  name: z.string(),
  description: z.string(),
  renders: z.array(z.string()),
  parses: z.array(z.string()),
  actions: z.optional(
    z.object({
      POST: z.object({ model: botChoiceFieldSchema, channel_type: botChoiceFieldSchema }),
    }),
  ),
});
export type BotOptions = z.infer<typeof botOptionsSchema>;
