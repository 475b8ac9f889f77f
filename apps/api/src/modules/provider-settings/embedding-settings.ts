import { type EmbeddingProvider, providerEndpoint } from "@org/knowledge";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { type ProviderColumns, providerSettingsOf } from "./provider-settings";

// How an account's passages and questions are embedded: its model, else the server's, through the
// provider it answers with.

type SettingsConfig = Pick<Config, "secretKey" | "openai">;

/** The columns of an account's row that say how it embeds. */
export type EmbeddingColumns = ProviderColumns & { embedding_model: string | null };

/** The columns of the account `a` that say how it embeds, named as EmbeddingColumns. */
export const EMBEDDING_COLUMNS = "a.openai_api_key, a.openai_base_url, a.embedding_model";

/** The embedding model that applies to an account: its own, else the server's; undefined: none. */
export function effectiveEmbeddingModel(
  config: Pick<Config, "openai">,
  accountModel: string | null | undefined,
): string | undefined {
  return accountModel || config.openai.embeddingModel || undefined;
}

/** How an account embeds: the model that applies to it, and the provider to ask, if it has one. */
export interface EmbeddingSettings {
  /** Undefined: no embeddings, words alone are searched. */
  model: string | undefined;
  /** Undefined with a model: neither the account nor the server has a provider key or address. */
  embedder: EmbeddingProvider | undefined;
}

/**
 * The embedding settings of an account row: its model (else the server's) through the same
 * OpenAI-compatible provider as its answers (its key and address, else the server's).
 */
export function embeddingSettingsOf(
  config: SettingsConfig & Pick<Config, "providerTimeoutMs">,
  row: EmbeddingColumns | undefined,
  timeoutMs = config.providerTimeoutMs,
): EmbeddingSettings {
  const model = effectiveEmbeddingModel(config, row?.embedding_model);
  if (!model) return { model: undefined, embedder: undefined };
  const provider = providerEndpoint(providerSettingsOf(config, row));
  if (!provider) return { model, embedder: undefined };
  return { model, embedder: { ...provider, model, timeoutMs } };
}

/** The embedding settings of the account owning a knowledge base or a bot. */
export async function embeddingSettingsOfOwner(
  db: Db,
  config: SettingsConfig & Pick<Config, "providerTimeoutMs">,
  owned: { table: "knowledge_bases" | "bots"; id: number },
): Promise<EmbeddingSettings> {
  const { rows } = await db.query<EmbeddingColumns>(
    `SELECT ${EMBEDDING_COLUMNS}
       FROM ${owned.table} owned JOIN accounts a ON a.id = owned.account_id WHERE owned.id = $1`,
    [owned.id],
  );
  return embeddingSettingsOf(config, rows[0]);
}
