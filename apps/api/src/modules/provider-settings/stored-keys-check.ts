import type { Config } from "../../config";
import type { Db } from "../../db/types";
import type { Logger } from "../../logger";
import { isSealed, openKey } from "./key-vault";

// At start, whether the provider keys the accounts saved can be used with this server's SECRET_KEY:
// an instance started with another key (or none) would otherwise answer without them, unnoticed.

/** The accounts named in a log line, at most: enough to find them, short enough to read. */
const MAX_ACCOUNTS_NAMED = 20;

/** The accounts whose stored provider keys cannot be opened here, and those kept unencrypted. */
export interface StoredKeys {
  unreadable: number[];
  unencrypted: number[];
}

export async function checkStoredKeys(db: Db, secretKey: string | undefined): Promise<StoredKeys> {
  const { rows } = await db.query<{ id: number; keys: string[] }>(
    `SELECT id, array_remove(ARRAY[openai_api_key, pinecone_api_key], NULL) AS keys
       FROM accounts WHERE openai_api_key IS NOT NULL OR pinecone_api_key IS NOT NULL
      ORDER BY id`,
  );
  const found: StoredKeys = { unreadable: [], unencrypted: [] };
  for (const { id, keys } of rows) {
    if (keys.some((key) => openKey(key, secretKey) === undefined)) found.unreadable.push(id);
    if (keys.some((key) => !isSealed(key))) found.unencrypted.push(id);
  }
  return found;
}

/**
 * Says what the check found: keys this SECRET_KEY cannot open are an error (those accounts'
 * assistants answer without their language model); keys at rest in clear a warning, as is a
 * missing SECRET_KEY in production.
 */
export function reportStoredKeys(
  found: StoredKeys,
  config: Pick<Config, "secretKey" | "production">,
  logger: Logger,
): void {
  if (found.unreadable.length > 0) {
    logger.error(
      `The provider keys of ${found.unreadable.length} account(s) cannot be decrypted with this server's SECRET_KEY: their assistants answer without their language model`,
      {
        accounts: found.unreadable.length,
        accountIds: found.unreadable.slice(0, MAX_ACCOUNTS_NAMED),
        remedy:
          "Start every instance with the SECRET_KEY these keys were saved with; if it is lost, save the accounts' keys again",
      },
    );
  }
  if (!config.secretKey) {
    const level = config.production || found.unencrypted.length > 0 ? "warn" : "info";
    logger[level](
      "SECRET_KEY is not set: the provider keys accounts save are stored unencrypted in the database",
      { accountsWithUnencryptedKeys: found.unencrypted.length },
    );
  } else if (found.unencrypted.length > 0) {
    logger.warn(
      `The provider keys of ${found.unencrypted.length} account(s) are stored unencrypted, saved before SECRET_KEY was set: save them again to encrypt them`,
      { accountIds: found.unencrypted.slice(0, MAX_ACCOUNTS_NAMED) },
    );
  }
}
