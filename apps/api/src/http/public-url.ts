import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "./app-env";
import { trustedForwardedEntry } from "./forwarded-entry";

/** A host name or bracketed IPv6 address, with an optional port: what a Host header holds. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?)(?::\d{1,5})?$/i;
const SCHEMES = new Set(["http", "https"]);

/**
 * The address clients reach the API at, which every absolute link it writes starts with (no
 * trailing slash): PUBLIC_URL when set; else, behind trusted proxies, the scheme and host the
 * farthest of them received (`X-Forwarded-Proto`, `X-Forwarded-Host`), each where present and
 * well formed; else the request's own scheme and `Host`.
 */
export function publicUrlOf(c: Context, config: Pick<Config, "publicUrl" | "trustProxy">): string {
  if (config.publicUrl) return config.publicUrl;
  const own = new URL(c.req.url);
  const scheme = trustedForwardedEntry(c, "x-forwarded-proto", config.trustProxy)?.toLowerCase();
  const host = trustedForwardedEntry(c, "x-forwarded-host", config.trustProxy);
  const shownScheme = scheme && SCHEMES.has(scheme) ? scheme : own.protocol.slice(0, -1);
  const shownHost = host && HOST.test(host) ? host : own.host;
  try {
    // As browsers write it: host in lower case, no default port.
    return new URL(`${shownScheme}://${shownHost}`).origin;
  } catch {
    return own.origin;
  }
}

/** Sets `publicUrl` on every request, for the handlers that write absolute links. */
export function publicUrl(
  config: Pick<Config, "publicUrl" | "trustProxy">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("publicUrl", publicUrlOf(c, config));
    await next();
  };
}
