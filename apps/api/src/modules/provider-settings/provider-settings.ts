import type { ProviderSettings } from "@org/knowledge";
import type { Config } from "../../config";
import { openKey } from "./key-vault";

// Which language-model provider an account is answered with: its own key and address, sealed
// in its row, else the server's.

/** The columns of an account's row that say its provider. */
export interface ProviderColumns {
  openai_api_key: string | null;
  openai_base_url: string | null;
}

/**
 * The provider settings of an account row, the server's own where the account has none. The
 * server's key goes only to the server's provider: an account with an address of its own uses its
 * own key there, or none. An account key this server cannot open (sealed under another
 * SECRET_KEY) is never replaced by the server's key nor left out: the provider is not called
 * (`keyUnreadable`), and answers fall back as when it fails.
 */
export function providerSettingsOf(
  config: Pick<Config, "secretKey" | "openai"> & Partial<Pick<Config, "providerTimeoutMs">>,
  row: ProviderColumns | undefined,
): ProviderSettings {
  const stored = row?.openai_api_key;
  const ownKey = stored ? openKey(stored, config.secretKey) : undefined;
  const keyUnreadable = Boolean(stored) && ownKey === undefined;
  const ownAddress = row?.openai_base_url ?? undefined;
  return {
    apiKey: ownAddress || keyUnreadable ? ownKey : (ownKey ?? config.openai.apiKey),
    baseUrl: ownAddress ?? config.openai.baseUrl,
    ...(keyUnreadable ? { keyUnreadable } : {}),
    ...(config.providerTimeoutMs ? { timeoutMs: config.providerTimeoutMs } : {}),
  };
}
