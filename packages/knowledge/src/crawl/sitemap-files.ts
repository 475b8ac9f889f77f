import { canonicalUrl } from "./crawl-scope";
import { FetchError, type FetchPolicy, safeGet } from "./safe-fetch";
import { parseSitemap, SITEMAP_MAX_BYTES, SitemapError } from "./sitemap";

/**
 * Sitemap files read per crawl, indexes included: an index may name thousands of files, and the
 * crawl reads at most 1,000 pages anyway.
 */
export const MAX_SITEMAP_FILES = 20;

/** Page addresses taken from a crawl's sitemaps: one full sitemap's worth (the protocol's most). */
export const MAX_SITEMAP_PAGES = 50_000;

/**
 * Sitemap indexes nested in one another: the protocol allows none (an index names sitemaps of
 * pages), one more level is left to sites that nest them anyway.
 */
export const MAX_SITEMAP_NESTING = 2;

export interface SitemapPages {
  /** The page addresses listed, in the order of the files and of their entries. */
  urls: string[];
  /** The files that could not be read, and why (in French). */
  failures: { url: string; message: string }[];
}

/**
 * The pages listed by sitemap files, following sitemap indexes: each file read once (an index
 * naming itself or an earlier one is not read again), at most MAX_SITEMAP_FILES files,
 * MAX_SITEMAP_PAGES addresses and MAX_SITEMAP_NESTING nested indexes. Fetched as pages are (see
 * safeGet), each within SITEMAP_MAX_BYTES.
 */
export async function sitemapPages(
  roots: readonly string[],
  policy: FetchPolicy,
  /** A root already downloaded (a start address found to be a sitemap), read without a request. */
  downloaded?: { url: string; body: Buffer },
): Promise<SitemapPages> {
  const urls: string[] = [];
  const failures: SitemapPages["failures"] = [];
  const visited = new Set(roots.map(canonicalUrl));
  const queue = [...visited].map((url) => ({ url, nesting: 0 }));
  let files = 0;
  while (queue.length > 0 && files < MAX_SITEMAP_FILES && urls.length < MAX_SITEMAP_PAGES) {
    const source = queue.shift() as (typeof queue)[number];
    files += 1;
    try {
      const body =
        downloaded && source.url === canonicalUrl(downloaded.url)
          ? downloaded.body
          : await download(source.url, policy);
      const sitemap = await parseSitemap(body, MAX_SITEMAP_PAGES - urls.length);
      if (!sitemap) throw new SitemapError("Pas un plan du site (ni urlset ni sitemapindex)");
      if (sitemap.kind === "urlset") {
        urls.push(...sitemap.locations);
        continue;
      }
      if (source.nesting >= MAX_SITEMAP_NESTING) {
        throw new SitemapError(
          `Index de plans du site imbriqués sur plus de ${MAX_SITEMAP_NESTING} niveaux`,
        );
      }
      for (const location of sitemap.locations) {
        const url = canonicalUrl(location);
        if (visited.has(url)) continue;
        visited.add(url);
        queue.push({ url, nesting: source.nesting + 1 });
      }
    } catch (error) {
      if (!(error instanceof FetchError || error instanceof SitemapError)) throw error;
      failures.push({ url: source.url, message: error.message });
    }
  }
  return { urls, failures };
}

async function download(url: string, policy: FetchPolicy): Promise<Buffer> {
  const resource = await safeGet(url, { ...policy, maxBytes: SITEMAP_MAX_BYTES });
  if (resource.status < 200 || resource.status >= 300) {
    throw new SitemapError(`Plan du site indisponible (HTTP ${resource.status})`);
  }
  return resource.body;
}
