import type { Context } from "hono";
import { DATABASE_RETRY_AFTER_SECONDS } from "../constants";
import { isDatabaseUnavailable } from "../db/errors";
import { AppError, ServerBusyError } from "../errors";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";
import type { DatabaseOutage } from "./database-outage";

/**
 * Every failure answers in DRF's shape; an unexpected one is logged and told apart as a 500, a
 * database that cannot serve (out of reach, saturated, stalled) as a 503 saying when to come
 * back, logged once per outage.
 */
export function errorResponder(logger: Logger, outage: DatabaseOutage) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body(), error.status as 400);
    }
    if (isDatabaseUnavailable(error)) {
      outage.refused(c, error);
      const unavailable = new ServerBusyError(
        "The service is temporarily unavailable.",
        DATABASE_RETRY_AFTER_SECONDS,
      );
      for (const [name, value] of Object.entries(unavailable.headers)) c.header(name, value);
      return c.json(unavailable.body(), 503);
    }
    logger.error("Request failed", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      error,
    });
    return c.json({ detail: "A server error occurred." }, 500);
  };
}
