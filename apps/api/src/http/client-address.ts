import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { trustedForwardedEntry } from "./forwarded-entry";

/**
 * The caller's address. Without trusted proxies (`trustedProxies` 0), the socket's. Behind them,
 * the X-Forwarded-For entry the farthest trusted proxy appended (see trustedForwardedEntry).
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string {
  return (
    trustedForwardedEntry(c, "x-forwarded-for", trustedProxies) ??
    getConnInfo(c).remote.address ??
    "unknown"
  );
}
