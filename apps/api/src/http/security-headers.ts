import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * Headers on every answer, errors included: browsers never guess another type than the one
 * declared (a JSON answer holding markup is never run as a page), and no answer is kept by a
 * browser or a shared cache, since most carry a signed-in user's data or a visitor's session
 * secret. An answer that chose its own caching keeps it.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  };
}
