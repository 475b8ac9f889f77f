import { HOST_ORIGIN_HEADER, readOrigin } from "@org/api-client";
import type { Context } from "hono";

/**
 * The origin of the page a request was sent from: the browser's `Origin`, or, for a frame of one
 * of the embed hosts trusted (`embedOrigins`), the site framing it, as the frame names it in
 * HOST_ORIGIN_HEADER. The frame reads that site from the browser, so another site framing it is
 * named as itself; a frame that names none, or no origin, stays the embed host's.
 */
export function pageOrigin(c: Context, embedOrigins: readonly string[]): string | undefined {
  const origin = c.req.header("origin");
  const framing = c.req.header(HOST_ORIGIN_HEADER);
  if (origin === undefined || framing === undefined || !embedOrigins.includes(origin)) {
    return origin;
  }
  const read = readOrigin(framing);
  return "origin" in read ? read.origin : origin;
}
