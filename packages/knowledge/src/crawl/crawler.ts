import type { DocumentLimit } from "@org/api-client";
import { DocumentError } from "../documents/document-error";
import type { TextBlock } from "../documents/structured-text";
import { readPage } from "../reading/read-page";
import { timeSlicer } from "../time-slicer";
import { canonicalUrl, isIgnored, looksLikeFile, siteOf } from "./crawl-scope";
import { ALLOW_ALL, DISALLOW_ALL, parseRobotsTxt, type RobotsRules } from "./robots-txt";
import { FetchError, type FetchPolicy, safeGet, type Validators } from "./safe-fetch";
import { SITEMAP_MAX_BYTES } from "./sitemap";
import { sitemapPages } from "./sitemap-files";

/** The product token robots.txt groups may name. */
export const CRAWLER_AGENT_TOKEN = "AssistantIA-Bot";
const USER_AGENT = `Mozilla/5.0 (compatible; ${CRAWLER_AGENT_TOKEN}/1.0)`;

export interface CrawlOptions {
  url: string;
  /**
   * 0: the start page only; 1: it, the pages it links to and those of the site's sitemaps; and
   * so on. A start address that is a sitemap gives the crawl its start pages.
   */
  depth: number;
  /** Most pages fetched, failures included (sitemap files are not counted). */
  maxCrawls: number;
  /** See `isIgnored`: substrings, or globs over the whole address when they contain `*`. */
  ignorePatterns?: readonly string[];
  /** Hosts that may be fetched even on non-public addresses (CRAWL_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  maxPageBytes?: number;
  /** Pages fetched at the same time. */
  concurrency?: number;
  /**
   * The pages as an earlier crawl read them, by the address asked for: each is asked for
   * conditionally, and answers from its record when not modified or while it fails (see
   * FAILED_SYNCS_BEFORE_GONE).
   */
  known?: ReadonlyMap<string, PageRecord>;
  signal?: AbortSignal;
}

export interface CrawlProgress {
  done: number;
  total: number;
}

export interface CrawlFailure {
  url: string;
  /** Why the page could not be read, in French, for the administrators of the back-office. */
  message: string;
}

export interface CrawledPage {
  url: string;
  title: string;
  blocks: TextBlock[];
}

/**
 * A page as a crawl read it: what a later crawl needs to ask for it conditionally, and to go on
 * from it without downloading it (its text, its links) when it is not modified or fails.
 */
export interface PageRecord {
  /** The address asked for. */
  url: string;
  /** The address after redirects, which its passages link to. */
  finalUrl: string;
  validators: Validators;
  title: string;
  blocks: TextBlock[];
  /** The links it leads to (none when it is `nofollow`). */
  links: string[];
  /** Read for its links, not kept. */
  noindex: boolean;
  /** Syncs in a row it could not be read, up to this crawl (0 when it was read). */
  failures: number;
  /** Whether this crawl downloaded it (not when it was not modified, nor when it failed). */
  downloaded: boolean;
}

/**
 * A page that fails this many crawls in a row is gone: a site down for a night (an update, an
 * outage) keeps its pages in the answers, a page that stays broken for days leaves them.
 */
export const FAILED_SYNCS_BEFORE_GONE = 3;

export interface CrawlResult {
  pages: CrawledPage[];
  errors: CrawlFailure[];
  /**
   * Distinct links of the site, allowed by robots.txt and the ignore patterns and within the
   * depth, that were found but not read because the crawl had fetched `maxCrawls` pages.
   */
  pagesBeyondLimit: number;
  /** Every page of the crawl, read, not modified or kept through a failure, `noindex` ones too. */
  records: PageRecord[];
  /** The pages (final addresses) that failed this time and answer from their earlier reading. */
  keptThroughFailure: string[];
}

/** The start address cannot be crawled at all (not an http(s) address). */
export class CrawlInputError extends Error {
  override readonly name = "CrawlInputError";
}

const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)\b/;

/** What a sitemap is served as: XML, or gzipped XML under a type of its own. */
const SITEMAP_TYPE = /^((application|text)\/xml|application\/(x-)?gzip)\b/;

/**
 * Breadth-first crawl of one site from `options.url`: same site only, robots.txt honoured,
 * `noindex` pages read for links but not kept. A failing page is recorded in `errors` and the
 * crawl goes on.
 */
export async function crawlSite(
  options: CrawlOptions,
  onProgress?: (progress: CrawlProgress) => void,
): Promise<CrawlResult> {
  const pages: CrawledPage[] = [];
  const crawled = await crawl(options, (page) => pages.push(page), onProgress);
  return { pages, ...crawled };
}

/** The addresses of the pages a crawl with these options would keep, in crawl order. */
export async function discoverSubUrls(
  options: CrawlOptions,
  onProgress?: (progress: CrawlProgress) => void,
): Promise<{ urls: string[] } & Omit<CrawlResult, "pages">> {
  const urls: string[] = [];
  const crawled = await crawl(options, (page) => urls.push(page.url), onProgress);
  return { urls, ...crawled };
}

async function crawl(
  options: CrawlOptions,
  keep: (page: CrawledPage) => void,
  onProgress?: (progress: CrawlProgress) => void,
): Promise<Omit<CrawlResult, "pages">> {
  const start = parseStartUrl(options.url);
  const policy: FetchPolicy = {
    allowedHosts: options.allowedHosts ?? [],
    userAgent: USER_AGENT,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: options.maxPageBytes ?? 2 * 1024 * 1024,
    maxRedirects: 5,
    signal: options.signal,
  };
  const ignorePatterns = options.ignorePatterns ?? [];
  const known = options.known ?? new Map<string, PageRecord>();
  const maxCrawls = Math.max(0, Math.floor(options.maxCrawls));
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const errors: CrawlFailure[] = [];
  const records: PageRecord[] = [];
  const keptThroughFailure: string[] = [];
  const robots = new RobotsCache(policy);
  const sites = new Set([siteOf(start)]);
  const seen = new Set([start]);
  const kept = new Set<string>();
  let pagesBeyondLimit = 0;
  const ended = () => ({ errors, pagesBeyondLimit, records, keptThroughFailure });

  const refusal = await robots.refusal(start);
  if (refusal) {
    errors.push({ url: start, message: refusal });
    return ended();
  }

  // A page's links, and a sitemap's, are checked against ignore patterns and robots.txt rules,
  // which a site may make many: the check gives other requests a turn. Links past what the crawl
  // may still fetch are checked too, to count the pages the limit leaves unread.
  const pause = timeSlicer();
  const admitted = async (links: readonly string[]): Promise<string[]> => {
    const admitted: string[] = [];
    for (const link of links) {
      await pause();
      const candidate = canonicalUrl(link);
      if (seen.has(candidate)) continue;
      seen.add(candidate);
      if (!sites.has(siteOf(candidate)) || looksLikeFile(candidate)) continue;
      if (isIgnored(candidate, ignorePatterns)) continue;
      if (await robots.refusal(candidate)) continue;
      admitted.push(candidate);
    }
    return admitted;
  };

  const opening = await fetchPage(start, known.get(start), policy, options.signal, true);
  let level = [start];
  // A start address that is a sitemap is not a page: its pages are where the crawl starts, and
  // what keeps them from being read (the file unreachable or broken) is the crawl's failure.
  const sitemap = "sitemap" in opening ? opening.sitemap : undefined;
  const startsFromSitemap = sitemap !== undefined;
  if (sitemap) {
    sites.add(siteOf(sitemap.url));
    const listed = await sitemapPages([sitemap.url], policy, sitemap);
    errors.push(...listed.failures);
    level = await admitted(listed.urls);
  }

  let done = 0;
  for (let depth = 0; depth <= options.depth && level.length > 0; depth++) {
    const batch = level.slice(0, maxCrawls - done);
    pagesBeyondLimit += level.length - batch.length;
    if (batch.length === 0) break;
    const levelEnd = done + batch.length;
    const fetched = await mapInOrder(batch, concurrency, async (url) => {
      options.signal?.throwIfAborted();
      const outcome =
        url === start ? opening : await fetchPage(url, known.get(url), policy, options.signal);
      done++;
      onProgress?.({ done, total: levelEnd });
      return outcome;
    });

    const next: string[] = [];
    for (const [index, outcome] of fetched.entries()) {
      const url = batch[index] ?? "";
      let record: PageRecord | undefined;
      if ("message" in outcome) {
        errors.push({ url, message: outcome.message });
        record = outcome.kept;
      } else if ("record" in outcome) {
        record = outcome.record;
      } else {
        // A link to a file is left aside; a start address that is one gives nothing to explore.
        if (url === start) errors.push({ url, message: notHtml(outcome.contentType) });
        continue;
      }
      if (!record) continue;
      if (url === start) sites.add(siteOf(record.finalUrl));
      if (!sites.has(siteOf(record.finalUrl))) {
        errors.push({ url, message: `Redirigée hors du site (${record.finalUrl})` });
        continue;
      }
      const finalUrl = record.finalUrl;
      seen.add(finalUrl);
      if (kept.has(finalUrl)) continue;
      kept.add(finalUrl);
      records.push(record);
      if (record.failures > 0) keptThroughFailure.push(finalUrl);
      if (!record.noindex) keep({ url: finalUrl, title: record.title, blocks: record.blocks });
      if (depth === options.depth) continue;
      next.push(...(await admitted(record.links)));
    }
    // The site's sitemaps list pages one step from the start, as its links do; one missing or
    // broken leaves the crawl to the links, and is told unless it is the /sitemap.xml tried
    // without robots.txt naming it (many sites have none).
    if (depth === 0 && depth < options.depth && !startsFromSitemap && kept.size > 0) {
      const origin = new URL([...kept][0] as string).origin;
      const { named, guessed } = await robots.sitemaps(origin);
      const listed = await sitemapPages(guessed ? [...named, guessed] : named, policy);
      errors.push(...listed.failures.filter((failure) => failure.url !== guessed));
      next.push(...(await admitted(listed.urls)));
    }
    level = next;
    const total = Math.min(maxCrawls, done + level.length);
    if (total > done) onProgress?.({ done, total });
  }
  return ended();
}

function parseStartUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new CrawlInputError("Enter a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CrawlInputError("Only http and https addresses can be crawled.");
  }
  return canonicalUrl(url.href);
}

type PageOutcome =
  /** A failure; `kept`: the page's earlier reading, which answers while it fails a while. */
  | { message: string; kept?: PageRecord }
  /** An HTML page read, or not modified since `known`. */
  | { record: PageRecord }
  /** Not an HTML page (`url`: the address after redirects); `sitemap`: the start's, downloaded. */
  | { url: string; contentType: string; sitemap?: { url: string; body: Buffer } };

async function fetchPage(
  url: string,
  known: PageRecord | undefined,
  policy: FetchPolicy,
  signal: AbortSignal | undefined,
  /** The start address, which may be a sitemap: one is downloaded then, within its own size. */
  isStart = false,
): Promise<PageOutcome> {
  const failed = (message: string, transient: boolean): PageOutcome => {
    const failures = (known?.failures ?? 0) + 1;
    return transient && known && failures < FAILED_SYNCS_BEFORE_GONE
      ? { message, kept: { ...known, failures, downloaded: false } }
      : { message };
  };
  try {
    const startSitemap = (type: string) => isStart && SITEMAP_TYPE.test(type);
    const wants = (type: string) =>
      HTML_TYPE.test(type) || (startSitemap(type) && SITEMAP_MAX_BYTES);
    const resource = await safeGet(url, policy, wants, known?.validators);
    if (resource.status === 304 && known) {
      return { record: { ...known, failures: 0, downloaded: false } };
    }
    if (resource.status < 200 || resource.status >= 300) {
      // The site may answer again (a server error, too many requests); a page not found is gone.
      const transient = resource.status >= 500 || resource.status === 429;
      return failed(httpFailure(resource.status), transient);
    }
    if (!HTML_TYPE.test(resource.contentType)) {
      const { url: address, contentType, body } = resource;
      return startSitemap(contentType)
        ? { url: address, contentType, sitemap: { url: address, body } }
        : { url: address, contentType };
    }
    const { title, blocks, links, robots } = await readPage(resource.body, {
      contentType: resource.contentType,
      url: resource.url,
      signal,
    });
    const record: PageRecord = {
      url,
      finalUrl: canonicalUrl(resource.url),
      validators: resource.validators,
      title,
      blocks,
      links,
      noindex: robots.noindex,
      failures: 0,
      downloaded: true,
    };
    return { record };
  } catch (error) {
    if (error instanceof FetchError) return failed(error.message, error.transient);
    // A page past a limit of its reader fails alone.
    if (error instanceof DocumentError && error.limit) return failed(pageLimit(error.limit), false);
    throw error;
  }
}

/** Why a page went past a limit of its reader, for the administrator. */
function pageLimit({ kind, value }: DocumentLimit): string {
  const french = new Intl.NumberFormat("fr-FR");
  switch (kind) {
    case "read_time":
      return `Page trop longue à lire (plus de ${french.format(value)}\u00a0s)`;
    case "nesting":
      return `Page illisible\u00a0: éléments imbriqués sur plus de ${french.format(value)} niveaux`;
    case "memory":
      return `Page trop volumineuse à lire (plus de ${french.format(value / 2 ** 20)}\u00a0Mo de mémoire)`;
    default:
      return "Page trop volumineuse à lire";
  }
}

function notHtml(contentType: string): string {
  const type = contentType.split(";")[0]?.trim() || "type inconnu";
  return `Pas une page HTML (${type}) : aucun lien à explorer`;
}

/** Why a page answered with an error status, for the administrator. */
function httpFailure(status: number): string {
  if (status === 404 || status === 410) return `Page introuvable (${status})`;
  if (status === 401 || status === 403) return `Accès refusé par le site (${status})`;
  if (status === 429) return "Le site a refusé trop de demandes rapprochées (429)";
  if (status >= 500) return `Erreur du site (${status})`;
  return `Réponse inattendue du site (HTTP ${status})`;
}

interface RobotsVerdict {
  rules: RobotsRules;
  /** Why the whole origin is off limits, when robots.txt could not be read. */
  failure?: string;
}

class RobotsCache {
  private readonly byOrigin = new Map<string, Promise<RobotsVerdict>>();

  constructor(private readonly policy: FetchPolicy) {}

  /** undefined when allowed, else the reason. */
  async refusal(url: string): Promise<string | undefined> {
    const { rules, failure } = await this.verdict(new URL(url).origin);
    return rules.isAllowed(url)
      ? undefined
      : (failure ?? "Exclue par le fichier robots.txt du site");
  }

  /**
   * The sitemaps of an origin: those its robots.txt names, and `/sitemap.xml` (`guessed`) when
   * they are not it.
   */
  async sitemaps(origin: string): Promise<{ named: string[]; guessed?: string }> {
    const { rules } = await this.verdict(origin);
    const named = rules.sitemaps.flatMap((address) => {
      try {
        return [canonicalUrl(new URL(address, origin).href)];
      } catch {
        return [];
      }
    });
    const guessed = canonicalUrl(`${origin}/sitemap.xml`);
    return named.includes(guessed) ? { named } : { named, guessed };
  }

  private verdict(origin: string): Promise<RobotsVerdict> {
    let verdict = this.byOrigin.get(origin);
    if (!verdict) {
      verdict = this.load(`${origin}/robots.txt`);
      this.byOrigin.set(origin, verdict);
    }
    return verdict;
  }

  /** Per RFC 9309: missing (4xx) allows everything; unreachable (5xx, network) allows nothing. */
  private async load(robotsUrl: string): Promise<RobotsVerdict> {
    try {
      const resource = await safeGet(robotsUrl, { ...this.policy, maxBytes: 512 * 1024 });
      if (resource.status >= 200 && resource.status < 300) {
        return { rules: parseRobotsTxt(resource.body.toString("utf8"), CRAWLER_AGENT_TOKEN) };
      }
      if (resource.status >= 400 && resource.status < 500) return { rules: ALLOW_ALL };
      return {
        rules: DISALLOW_ALL,
        failure: `Fichier robots.txt indisponible (HTTP ${resource.status}) : le site n'est pas exploré`,
      };
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      return { rules: DISALLOW_ALL, failure: error.message };
    }
  }
}

/** Runs `work` over `items` with at most `limit` at a time; results keep the items' order. */
async function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
