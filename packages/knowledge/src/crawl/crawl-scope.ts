import { wildcard } from "./wildcard";

/**
 * Which addresses belong to a crawl: same site as the start, not ignored, not an obvious file.
 *
 * Ignore patterns: a pattern containing `*` is a glob matched against the whole address (`*`
 * matches any run of characters: `https://site.example/blog*` skips the whole blog);
 * any other pattern skips the addresses that contain it. Both are case-insensitive.
 */
export function isIgnored(url: string, patterns: readonly string[]): boolean {
  const target = url.toLowerCase();
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (!pattern) return false;
    if (!pattern.includes("*")) return target.includes(pattern);
    return wildcard(pattern, { anchoredEnd: true }).test(target);
  });
}

/** The site of an address: its host without a leading "www.", whatever the scheme or port. */
export function siteOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
}

/** Addresses that surely are not web pages, left unfetched. */
const FILE_EXTENSION =
  /\.(pdf|docx?|xlsx?|pptx?|odt|ods|zip|gz|tgz|rar|7z|jpe?g|png|gif|webp|svg|ico|bmp|tiff?|mp3|mp4|avi|mov|webm|wav|ogg|css|js|json|xml|rss|woff2?|ttf|eot|exe|dmg|apk|iso)$/i;

export function looksLikeFile(url: string): boolean {
  return FILE_EXTENSION.test(new URL(url).pathname);
}

/**
 * The form under which an address is visited once: lower-case host, no default port, no
 * fragment (the URL parser already does the first two).
 */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}
