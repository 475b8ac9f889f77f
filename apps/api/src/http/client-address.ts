import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./app-env";

/**
 * The caller's address. Without trusted proxies (`trustedProxies` 0), the socket's. Behind them,
 * the X-Forwarded-For entry the farthest trusted proxy appended: each proxy appends the address
 * it was called from, so the last `trustedProxies` entries are theirs and anything before them
 * came from the client, who can write whatever it likes there. A list shorter than that (a
 * request that skipped a proxy) answers its first entry, the farthest any trusted proxy saw.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const address = forwarded[Math.max(forwarded.length - trustedProxies, 0)];
    if (address) return address;
  }
  return getConnInfo(c).remote.address ?? "unknown";
}
