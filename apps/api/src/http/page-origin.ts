import { HOST_ORIGIN_HEADER, readOrigin } from "@org/api-client";
import type { Context } from "hono";

/** Where the widget's frames come from, and the back-office that previews assistants in one. */
export interface FrameOrigins {
  /** The embed hosts trusted to name the site framing them. */
  embedOrigins: readonly string[];
  /** The back-office's origin: previewing an assistant there is not using it on a site. */
  backOfficeOrigin: string;
}

/**
 * The origin of the page a request was sent from, to check against a bot's allowed sites: the
 * browser's `Origin`, or, for a frame of one of the embed hosts trusted, the site framing it, as
 * the frame names it in HOST_ORIGIN_HEADER. The frame reads that site from the browser, so
 * another site framing it is named as itself; a frame that names none stays the embed host's.
 * The back-office's preview is checked against no site (undefined, as a request no page sent).
 */
export function pageOrigin(c: Context, frames: FrameOrigins): string | undefined {
  const origin = c.req.header("origin");
  const framing = c.req.header(HOST_ORIGIN_HEADER);
  if (origin === undefined || framing === undefined || !frames.embedOrigins.includes(origin)) {
    return origin;
  }
  const read = readOrigin(framing);
  if (!("origin" in read)) return origin;
  return read.origin === frames.backOfficeOrigin ? undefined : read.origin;
}
