import type { Db } from "./db/types";
import type { Logger } from "./logger";
import { pruneTokens } from "./modules/auth/service";
import { pruneCounters } from "./modules/throttling/service";

const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/** Periodically drops what has expired (tokens, throttle windows). Answers a stop function. */
export function startMaintenance(db: Db, logger: Logger): () => void {
  const timer = setInterval(() => {
    Promise.all([pruneTokens(db), pruneCounters(db)]).catch((error) =>
      logger.warn("Maintenance failed; it will run again", { error }),
    );
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
