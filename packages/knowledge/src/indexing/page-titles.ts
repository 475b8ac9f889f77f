import type { TextSource } from "./chunker";

/** What sites put between a page's own title and the site's name. */
const SEPARATOR = /\s+[|\-–—:·•]\s+/;
/** Share of the pages whose titles must share a part for it to count as the site's name. */
const SHARED_BY = 0.5;
const MIN_PAGES = 3;

/**
 * The pages with the site's name taken out of their titles ("Cimetière - Ville de X" becomes
 * "Cimetière"): repeated on every page, it would match any question naming the site or its
 * kind (town hall, insurer…) everywhere at once. A title that is only the name keeps it.
 */
export function withoutSiteName(pages: readonly TextSource[]): TextSource[] {
  const name = sharedTitlePart(pages);
  if (name === undefined) return [...pages];
  return pages.map((page) => {
    const parts = page.title.split(SEPARATOR);
    const kept = parts.filter((part) => part !== name);
    return kept.length === 0 || kept.length === parts.length
      ? page
      : { ...page, title: kept.join(" - ") };
  });
}

/** The first or last part of the titles, when enough pages have the same one. */
function sharedTitlePart(pages: readonly TextSource[]): string | undefined {
  if (pages.length < MIN_PAGES) return undefined;
  const counts = new Map<string, number>();
  for (const page of pages) {
    const parts = page.title.split(SEPARATOR);
    if (parts.length < 2) continue;
    for (const part of new Set([parts[0], parts.at(-1)])) {
      if (part) counts.set(part, (counts.get(part) ?? 0) + 1);
    }
  }
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= Math.max(MIN_PAGES, pages.length * SHARED_BY) ? best[0] : undefined;
}
