import type { Context } from "hono";

/**
 * The entry of a forwarding header (`X-Forwarded-For`, `-Proto`, `-Host`) that the farthest of
 * `trustedProxies` proxies wrote. Each proxy appends to the list, so the last `trustedProxies`
 * entries are theirs and anything before them came from the client, who can write whatever it
 * likes there. A list shorter than that (a proxy that sets the header rather than appending, a
 * request that skipped a proxy) answers its first entry, the farthest any trusted proxy saw.
 * Undefined without trusted proxies or without the header.
 */
export function trustedForwardedEntry(
  c: Context,
  header: string,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0) return undefined;
  const entries = (c.req.header(header) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries[Math.max(entries.length - trustedProxies, 0)];
}
