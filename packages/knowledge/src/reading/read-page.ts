import { PAGE_READ_SECONDS } from "../constants";
import type { HtmlPage } from "../documents/html-to-text";
import { unpackText } from "./packed-text";
import { readApart } from "./reader-pool";
import type { ReadPageReply } from "./reader-protocol";

/**
 * A fetched HTML page (its bytes, decoded by its declared charset) reduced to its text and links
 * as `htmlToText` does, in a reader of the pool (see reader-pool.ts): within PAGE_READ_SECONDS
 * and the reader's memory. Throws a DocumentError naming the limit a page went past.
 */
export async function readPage(
  body: Uint8Array,
  { contentType, url, signal }: { contentType: string; url: string; signal?: AbortSignal },
): Promise<HtmlPage> {
  // The reader is handed a copy; the caller keeps its bytes.
  const copy = body.slice();
  const read = await readApart<ReadPageReply>(
    { kind: "page", body: copy, contentType, url },
    { timeLimitSeconds: PAGE_READ_SECONDS, signal, transfer: [copy.buffer] },
  );
  const { title, blocks } = await unpackText(read.packed);
  return {
    title,
    blocks,
    links: read.links === "" ? [] : read.links.split("\n"),
    robots: read.robots,
  };
}
