/** The only schemes a link in an answer may use; anything else could run script or leave the web. */
const SAFE_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"];

/**
 * The url when it is relative or uses a safe scheme, else "" (blanked). A colon before the first
 * `/`, `?` or `#` marks a scheme; without one, the url is relative to the page.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  const colon = trimmed.indexOf(":");
  if (colon === -1) return trimmed;
  const beforeColon = trimmed.slice(0, colon);
  if (/[/?#]/.test(beforeColon)) return trimmed;
  return SAFE_PROTOCOLS.includes(beforeColon.toLowerCase()) ? trimmed : "";
}
