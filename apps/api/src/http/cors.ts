import { HOST_ORIGIN_HEADER } from "@org/api-client";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

const ALLOWED_HEADERS = `Authorization, Content-Type, ${HOST_ORIGIN_HEADER}`;
const PREFLIGHT_MAX_AGE_SECONDS = "600";

/**
 * Browsers may call the API from the configured origins (the back-office, the embed host);
 * the public widget endpoints answer any origin, since the widget runs on any site. Tokens travel
 * in a header, never in cookies, so no credentials mode is involved.
 */
export function isAllowedOrigin(origin: string, corsOrigins: readonly string[]): boolean {
  return corsOrigins.includes("*") || corsOrigins.includes(origin);
}

/** Adds the CORS headers to every answer, errors included. */
export function cors(corsOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("anyOrigin", false);
    await next();
    const origin = c.req.header("origin");
    c.res.headers.append("Vary", "Origin");
    if (origin && (c.get("anyOrigin") || isAllowedOrigin(origin, corsOrigins))) {
      c.res.headers.set("Access-Control-Allow-Origin", origin);
      c.res.headers.set("Access-Control-Expose-Headers", "Retry-After");
    }
  };
}

/** The answer to a preflight for a known path. */
export function preflightResponse(
  c: Context<AppEnv>,
  allowedMethods: readonly string[],
  anyOrigin: boolean,
  corsOrigins: readonly string[],
): Response {
  const origin = c.req.header("origin") ?? "";
  if (!anyOrigin && !isAllowedOrigin(origin, corsOrigins)) return c.body(null, 204);
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Access-Control-Allow-Methods", allowedMethods.join(", "));
  c.header("Access-Control-Allow-Headers", ALLOWED_HEADERS);
  c.header("Access-Control-Max-Age", PREFLIGHT_MAX_AGE_SECONDS);
  return c.body(null, 204);
}
