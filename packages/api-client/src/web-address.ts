/**
 * Whether `value` is an absolute http:// or https:// address with a host, and no space (a slip
 * of copy and paste): what an assistant's avatar and privacy policy, a site to crawl, and a
 * source an answer links to, may be. A relative address would point into whichever page shows
 * it. The API checks it (through `httpUrlSchema` for a policy); the database's CHECK on a
 * policy address holds its beginning.
 */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== "string" || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
