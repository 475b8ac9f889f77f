import type { Context } from "hono";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";

/** Every failure answers in DRF's shape; an unexpected one is logged and told apart as a 500. */
export function errorResponder(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body(), error.status as 400);
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
