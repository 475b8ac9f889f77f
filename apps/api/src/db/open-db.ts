import type { Config } from "../config";
import { openPgliteDb } from "./pglite";
import { type IdleConnectionErrorHandler, openPostgresDb } from "./postgres";
import type { Db } from "./types";

/** The database the configuration names: a PostgreSQL server, else PGlite in the data folder. */
export function openDb(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  onIdleConnectionError?: IdleConnectionErrorHandler,
): Promise<Db> {
  if (config.databaseUrl) {
    return Promise.resolve(openPostgresDb(config.databaseUrl, undefined, onIdleConnectionError));
  }
  return openPgliteDb(`${config.dataDir.replace(/\/+$/, "")}/pglite`);
}
