import type { LanguageModels } from "@org/api-client";
import { listChatModels, ProviderError, providerFailureInFrench } from "@org/knowledge";
import { type Actor, canSeeAccount } from "../../actor";
import { type Config, MODEL_NAME } from "../../config";
import type { Db } from "../../db/types";
import { ValidationError } from "../../errors";
import { messages } from "../../lib/validation";
import type { Logger } from "../../logger";
import { accountProvider } from "./answer-mode";

type ProviderConfig = Pick<Config, "secretKey" | "openai" | "providerTimeoutMs">;

/**
 * How the bots of an account answer, and the chat models its provider (its own, else the
 * server's) lists; without an account, the server's provider, which applies to every account
 * without its own. The provider is asked at each call and nothing is kept: a key or an address
 * changed on any instance shows at once. A provider that is down, slow or answers garbage is no
 * failure: the answer says why (`error`), and the reason is logged (never the key).
 */
export async function languageModelsOf(
  db: Db,
  config: ProviderConfig,
  logger: Logger,
  actor: Actor,
  accountId: number | undefined,
): Promise<LanguageModels> {
  const account = accountId === undefined ? undefined : await visibleAccount(db, actor, accountId);
  const endpoint = accountProvider(config, account);
  if (!endpoint) return { answer_mode: "extractive", provider: null, models: [], error: null };
  const provider = new URL(endpoint.baseUrl).host;
  try {
    const models = (await listChatModels(endpoint))
      // Only names the bot form accepts: what is offered can be saved.
      .filter((id) => MODEL_NAME.test(id))
      .map((id) => ({ value: id, display_name: id }));
    return { answer_mode: "language_model", provider, models, error: null };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logger.warn("The provider's models could not be listed", {
      accountId,
      provider,
      reason: error.message,
    });
    return {
      answer_mode: "language_model",
      provider,
      models: [],
      error: providerFailureInFrench(error, endpoint),
    };
  }
}

async function visibleAccount(db: Db, actor: Actor, accountId: number) {
  const { rows } = await db.query<{
    openai_api_key: string | null;
    openai_base_url: string | null;
  }>("SELECT openai_api_key, openai_base_url FROM accounts WHERE id = $1", [accountId]);
  const row = rows[0];
  if (!row || !canSeeAccount(actor, accountId)) {
    throw new ValidationError({ account: [messages.invalidPk(accountId)] });
  }
  return row;
}
