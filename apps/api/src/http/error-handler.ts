import type { Context } from "hono";
import { DATABASE_RETRY_AFTER_SECONDS } from "../constants";
import { isDatabaseUnreachable } from "../db/errors";
import { AppError, ServerBusyError } from "../errors";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";

/**
 * Every failure answers in DRF's shape; an unexpected one is logged and told apart as a 500, a
 * database that does not answer as a 503 saying when to come back.
 */
export function errorResponder(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body(), error.status as 400);
    }
    if (isDatabaseUnreachable(error)) {
      logger.error("Request failed: the database cannot be reached", {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        reason: error.message,
      });
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
