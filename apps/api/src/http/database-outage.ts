import type { Context } from "hono";
import type { Db } from "../db/types";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";

/** What the first request refused for want of the database logs, with its reason. */
export const DATABASE_OUTAGE_BEGAN =
  "Requests fail: the database cannot serve them (out of reach, saturated or stalled)";
/** What the first query answered after that logs, with how long it lasted. */
export const DATABASE_OUTAGE_ENDED = "The database answers again";

/**
 * One line when requests begin to fail for want of the database, and one when it answers again:
 * an outage of minutes under a hundred requests a second is two lines, not thousands (each
 * request keeps its own `request` line, with its 503). What the process knows of an outage is
 * only this: what it logs.
 */
export interface DatabaseOutage {
  /** A request refused because the database cannot serve it. */
  refused(c: Context<AppEnv>, error: Error): void;
  /** `db`, telling this outage of each query and transaction it answers: that ends it. */
  watch(db: Db): Db;
}

export function databaseOutage(logger: Logger): DatabaseOutage {
  let outage: { since: number; refused: number } | undefined;
  const answered = <T>(result: T): T => {
    if (outage) {
      logger.info(DATABASE_OUTAGE_ENDED, {
        refusedRequests: outage.refused,
        seconds: Math.round((Date.now() - outage.since) / 1000),
      });
      outage = undefined;
    }
    return result;
  };
  return {
    refused(c, error) {
      const fields = {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        reason: error.message,
      };
      if (outage) {
        outage.refused += 1;
        logger.debug(DATABASE_OUTAGE_BEGAN, fields);
        return;
      }
      outage = { since: Date.now(), refused: 1 };
      logger.error(DATABASE_OUTAGE_BEGAN, fields);
    },
    watch: (db) => ({
      kind: db.kind,
      query: <Row>(sql: string, params?: readonly unknown[]) =>
        db.query<Row>(sql, params).then(answered),
      queryPrepared: <Row>(name: string, sql: string, params: readonly unknown[]) =>
        db.queryPrepared<Row>(name, sql, params).then(answered),
      transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work).then(answered),
      exclusively: <T>(key: number, work: (session: Db) => Promise<T>) =>
        db.exclusively(key, work).then(answered),
      close: () => db.close(),
    }),
  };
}
