import type { AnswerMode } from "@org/api-client";
import { type ProviderEndpoint, providerEndpoint } from "@org/knowledge";
import type { Config } from "../../config";
import { providerSettingsOf } from "../provider-settings/provider-settings";

export type AnswerModeConfig = Pick<Config, "secretKey" | "openai"> &
  Partial<Pick<Config, "providerTimeoutMs">>;

/** An account's provider columns; undefined: the server's provider alone applies. */
export interface ProviderColumns {
  openai_api_key: string | null;
  openai_base_url: string | null;
}

/**
 * The language model provider the bots of an account ask, as the knowledge engine asks it: the
 * account's own, else the server's; undefined when neither applies.
 */
export function accountProvider(
  config: AnswerModeConfig,
  account: ProviderColumns | undefined,
): ProviderEndpoint | undefined {
  return providerEndpoint(providerSettingsOf(config, account));
}

/**
 * What answers the visitors of an account's bots: their model when a provider applies, else
 * passages extracted from their knowledge bases. Every bot the API sends says it, so that no
 * screen names a model that does not answer.
 */
export function answerModeOf(
  config: AnswerModeConfig,
  account: ProviderColumns | undefined,
): AnswerMode {
  return accountProvider(config, account) ? "language_model" : "extractive";
}
