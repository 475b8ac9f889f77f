import type { Config } from "../../config";
import { QUESTION_EMBEDDING_TIMEOUT_MS } from "../../constants";
import type { ActiveBot } from "../bots/active-bot";
import {
  type EmbeddingColumns,
  embeddingSettingsOf,
} from "../provider-settings/embedding-settings";
import { providerSettingsOf } from "../provider-settings/provider-settings";
import type { ReplyRequest } from "./reply";

// The bot as its replies read it, whoever asks: a visitor, or a run of its tests.

/**
 * A bot as a reply reads it: its own columns (`botQuery`), and those of its account that say the
 * provider its model is asked through and the model its questions are embedded with
 * (EMBEDDING_COLUMNS).
 */
export type ReplyingBot = Pick<ActiveBot, "id" | "name" | "model" | "systemPrompt" | "language"> &
  EmbeddingColumns;

/** What a reply takes of the bot: itself, the provider of its model, and its embedder. */
export function replyingBotSettings(
  config: Config,
  bot: ReplyingBot,
): Pick<ReplyRequest, "bot" | "provider" | "embedder"> {
  // The question's vector is waited for: a slow provider is given up on sooner than for an
  // answer, and the words alone are searched then.
  const { embedder } = embeddingSettingsOf(
    config,
    bot,
    Math.min(config.providerTimeoutMs, QUESTION_EMBEDDING_TIMEOUT_MS),
  );
  return {
    bot: {
      id: bot.id,
      name: bot.name,
      model: bot.model,
      systemPrompt: bot.systemPrompt,
      language: bot.language,
    },
    provider: providerSettingsOf(config, bot),
    embedder,
  };
}
