import type { Config } from "../config";
import type { LockHolder } from "./data-folder-lock";
import { openPgliteDb } from "./pglite";
import { type IdleConnectionErrorHandler, openPostgresDb } from "./postgres";
import type { Db } from "./types";

/**
 * The database the configuration names: a PostgreSQL server, else PGlite in the data folder,
 * which one process at a time may open (DataFolderLockedError otherwise).
 */
export function openDb(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  onIdleConnectionError?: IdleConnectionErrorHandler,
  onStaleLock?: (holder: LockHolder) => void,
): Promise<Db> {
  if (config.databaseUrl) {
    return Promise.resolve(openPostgresDb(config.databaseUrl, { onIdleConnectionError }));
  }
  return openPgliteDb(`${config.dataDir.replace(/\/+$/, "")}/pglite`, undefined, onStaleLock);
}
