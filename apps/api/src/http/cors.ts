import { HOST_ORIGIN_HEADER } from "@org/api-client";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";

const ALLOWED_HEADERS = `Authorization, Content-Type, ${HOST_ORIGIN_HEADER}`;
const PREFLIGHT_MAX_AGE_SECONDS = "600";
/**
 * Distinct refused origins logged by a process: enough to show a wrong CORS_ORIGINS, bounded so
 * that requests made up with endless origins neither flood the logs nor grow the memory.
 */
const MAX_REPORTED_ORIGINS = 100;
/** An Origin header is short; a longer one is cut in the log. */
const MAX_LOGGED_ORIGIN_LENGTH = 200;

/**
 * Browsers may call the API from the configured origins (the back-office, the embed host);
 * the public widget endpoints answer any origin, since the widget runs on any site. Tokens travel
 * in a header, never in cookies, so no credentials mode is involved.
 */
function isAllowed(c: Context<AppEnv>, origin: string, corsOrigins: readonly string[]): boolean {
  return c.get("anyOrigin") || corsOrigins.includes("*") || corsOrigins.includes(origin);
}

/**
 * Adds the CORS headers to every answer, errors included. A page of an origin that may not read
 * the answer is logged once per origin, so that a CORS_ORIGINS missing the back-office's address
 * shows at its first sign-in.
 */
export function cors(corsOrigins: readonly string[], logger: Logger): MiddlewareHandler<AppEnv> {
  const reported = new Set<string>();
  const report = (origin: string, c: Context<AppEnv>) => {
    if (reported.has(origin) || reported.size > MAX_REPORTED_ORIGINS) return;
    reported.add(origin);
    if (reported.size > MAX_REPORTED_ORIGINS) {
      logger.warn(
        `Pages of more than ${MAX_REPORTED_ORIGINS} origins outside CORS_ORIGINS were refused: the others are not logged`,
      );
      return;
    }
    logger.warn(
      "A page of an origin outside CORS_ORIGINS was refused: add it there if it is yours",
      {
        origin: origin.slice(0, MAX_LOGGED_ORIGIN_LENGTH),
        method: c.req.header("access-control-request-method") ?? c.req.method,
        path: c.req.path,
      },
    );
  };
  return async (c, next) => {
    c.set("anyOrigin", false);
    await next();
    const origin = c.req.header("origin");
    c.res.headers.append("Vary", "Origin");
    if (!origin) return;
    if (!isAllowed(c, origin, corsOrigins)) {
      report(origin, c);
      return;
    }
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.set("Access-Control-Expose-Headers", "Retry-After");
  };
}

/** The answer to a preflight for a known path (its origin checked by `cors`). */
export function preflightResponse(
  c: Context<AppEnv>,
  allowedMethods: readonly string[],
  corsOrigins: readonly string[],
): Response {
  if (!isAllowed(c, c.req.header("origin") ?? "", corsOrigins)) return c.body(null, 204);
  c.header("Access-Control-Allow-Methods", allowedMethods.join(", "));
  c.header("Access-Control-Allow-Headers", ALLOWED_HEADERS);
  c.header("Access-Control-Max-Age", PREFLIGHT_MAX_AGE_SECONDS);
  return c.body(null, 204);
}
