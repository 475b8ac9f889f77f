import type { DocumentLimit } from "@org/api-client";
import { DocumentError } from "../documents/document-error";
import type { TextBlock } from "../documents/structured-text";
import { readPage } from "../reading/read-page";
import { timeSlicer } from "../time-slicer";
import { canonicalUrl, isIgnored, looksLikeFile, siteOf } from "./crawl-scope";
import { ALLOW_ALL, DISALLOW_ALL, parseRobotsTxt, type RobotsRules } from "./robots-txt";
import { FetchError, type FetchPolicy, safeGet } from "./safe-fetch";

/** The product token robots.txt groups may name. */
export const CRAWLER_AGENT_TOKEN = "AssistantIA-Bot";
const USER_AGENT = `Mozilla/5.0 (compatible; ${CRAWLER_AGENT_TOKEN}/1.0)`;

export interface CrawlOptions {
  url: string;
  /** 0: the start page only; 1: it and the pages it links to; and so on. */
  depth: number;
  /** Most pages fetched, failures included. */
  maxCrawls: number;
  /** See `isIgnored`: substrings, or globs over the whole address when they contain `*`. */
  ignorePatterns?: readonly string[];
  /** Hosts that may be fetched even on non-public addresses (CRAWL_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  maxPageBytes?: number;
  /** Pages fetched at the same time. */
  concurrency?: number;
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

export interface CrawlResult {
  pages: CrawledPage[];
  errors: CrawlFailure[];
  /**
   * Distinct links of the site, allowed by robots.txt and the ignore patterns and within the
   * depth, that were found but not read because the crawl had fetched `maxCrawls` pages.
   */
  pagesBeyondLimit: number;
}

/** The start address cannot be crawled at all (not an http(s) address). */
export class CrawlInputError extends Error {
  override readonly name = "CrawlInputError";
}

const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)\b/;

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
  const maxCrawls = Math.max(0, Math.floor(options.maxCrawls));
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const errors: CrawlFailure[] = [];
  const robots = new RobotsCache(policy);
  const sites = new Set([siteOf(start)]);
  const seen = new Set([start]);
  const kept = new Set<string>();

  const refusal = await robots.refusal(start);
  if (refusal) {
    errors.push({ url: start, message: refusal });
    return { errors, pagesBeyondLimit: 0 };
  }

  let level = [start];
  let done = 0;
  let pagesBeyondLimit = 0;
  for (let depth = 0; depth <= options.depth && level.length > 0; depth++) {
    const batch = level.slice(0, maxCrawls - done);
    pagesBeyondLimit += level.length - batch.length;
    if (batch.length === 0) break;
    const levelEnd = done + batch.length;
    const fetched = await mapInOrder(batch, concurrency, async (url) => {
      options.signal?.throwIfAborted();
      const outcome = await fetchPage(url, policy, options.signal);
      done++;
      onProgress?.({ done, total: levelEnd });
      return outcome;
    });

    const next: string[] = [];
    // A page's links are checked against ignore patterns and robots.txt rules, which a site may
    // make many: the check gives other requests a turn. Links past what the crawl may still fetch
    // are checked too, to count the pages the limit leaves unread.
    const pause = timeSlicer();
    for (const [index, outcome] of fetched.entries()) {
      const url = batch[index] ?? "";
      if ("message" in outcome) {
        errors.push({ url, message: outcome.message });
        continue;
      }
      if (depth === 0) sites.add(siteOf(outcome.url));
      if (!sites.has(siteOf(outcome.url))) {
        errors.push({ url, message: `Redirigée hors du site (${outcome.url})` });
        continue;
      }
      if (!outcome.page) {
        // A link to a file is left aside; a start address that is one gives nothing to explore.
        if (depth === 0) errors.push({ url, message: notHtml(outcome.contentType) });
        continue;
      }
      const finalUrl = canonicalUrl(outcome.url);
      seen.add(finalUrl);
      if (kept.has(finalUrl)) continue;
      kept.add(finalUrl);
      if (!outcome.noindex) keep({ ...outcome.page, url: finalUrl });
      if (depth === options.depth) continue;
      for (const link of outcome.links) {
        await pause();
        const candidate = canonicalUrl(link);
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        if (!sites.has(siteOf(candidate)) || looksLikeFile(candidate)) continue;
        if (isIgnored(candidate, ignorePatterns)) continue;
        if (await robots.refusal(candidate)) continue;
        next.push(candidate);
      }
    }
    level = next;
    const total = Math.min(maxCrawls, done + level.length);
    if (total > done) onProgress?.({ done, total });
  }
  return { errors, pagesBeyondLimit };
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
  | { message: string }
  | {
      /** The address after redirects. */
      url: string;
      /** Absent when the address is not an HTML page. */
      page?: Omit<CrawledPage, "url">;
      contentType: string;
      links: string[];
      noindex: boolean;
    };

async function fetchPage(
  url: string,
  policy: FetchPolicy,
  signal: AbortSignal | undefined,
): Promise<PageOutcome> {
  try {
    const resource = await safeGet(url, policy, (type) => HTML_TYPE.test(type));
    if (resource.status < 200 || resource.status >= 300) {
      return { message: httpFailure(resource.status) };
    }
    if (!HTML_TYPE.test(resource.contentType)) {
      return { url: resource.url, links: [], noindex: true, contentType: resource.contentType };
    }
    const { title, blocks, links, robots } = await readPage(resource.body, {
      contentType: resource.contentType,
      url: resource.url,
      signal,
    });
    return {
      url: resource.url,
      page: { title, blocks },
      links,
      noindex: robots.noindex,
      contentType: resource.contentType,
    };
  } catch (error) {
    if (error instanceof FetchError) return { message: error.message };
    // A page past a limit of its reader fails alone.
    if (error instanceof DocumentError && error.limit) return { message: pageLimit(error.limit) };
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
    const origin = new URL(url).origin;
    let verdict = this.byOrigin.get(origin);
    if (!verdict) {
      verdict = this.load(`${origin}/robots.txt`);
      this.byOrigin.set(origin, verdict);
    }
    const { rules, failure } = await verdict;
    return rules.isAllowed(url)
      ? undefined
      : (failure ?? "Exclue par le fichier robots.txt du site");
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
