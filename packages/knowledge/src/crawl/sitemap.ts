import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { Parser } from "htmlparser2";
import { MAX_NESTING_DEPTH } from "../constants";
import { timeSlicer } from "../time-slicer";

/**
 * The most a sitemap file may hold once decompressed: 50,000 addresses (the protocol's most) of
 * a usual length fit in it, and reading it takes a bounded memory whatever a site serves.
 */
export const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;

/** The protocol's longest address: a longer `loc` is no page's. */
const MAX_LOCATION_LENGTH = 2048;

/** Characters handed to the parser at a time, so that a large file gives other work a turn. */
const PARSE_SLICE = 64 * 1024;

/** What a sitemap file lists: pages (`urlset`) or other sitemap files (`sitemapindex`). */
export interface Sitemap {
  kind: "urlset" | "sitemapindex";
  /** The http(s) addresses of its entries, in order, at most the number asked for. */
  locations: string[];
}

/** A sitemap file that cannot be read; the message, in French, is fit for the back-office. */
export class SitemapError extends Error {
  override readonly name = "SitemapError";
}

const gunzipAsync = promisify(gunzip);

/** Whether bytes are gzip's (a `.xml.gz` file, whatever type the site gives it). */
export function isGzip(body: Uint8Array): boolean {
  return body[0] === 0x1f && body[1] === 0x8b;
}

/**
 * Reads a sitemap file (plain or gzipped XML) as the sitemaps protocol has it: the `loc` of each
 * `url` of a `urlset`, or of each `sitemap` of a `sitemapindex`. Answers undefined when the file
 * is XML of another kind. The XML is read by a streaming tokenizer (linear in the file's size),
 * a slice at a time; it stops once `maxLocations` addresses are found.
 */
export async function parseSitemap(
  body: Buffer,
  maxLocations: number,
): Promise<Sitemap | undefined> {
  const xml = (isGzip(body) ? await decompressed(body) : body).toString("utf8");
  let kind: Sitemap["kind"] | undefined;
  let other = false;
  const locations: string[] = [];
  const path: string[] = [];
  let location: string | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (path.length >= MAX_NESTING_DEPTH) {
          throw new SitemapError(
            `Plan du site illisible\u00a0: éléments imbriqués sur plus de ${MAX_NESTING_DEPTH} niveaux`,
          );
        }
        const local = localName(name);
        path.push(local);
        if (path.length === 1) {
          if (local === "urlset" || local === "sitemapindex") kind = local;
          else other = true;
        }
        // Only an entry's own address: extensions (an image's, a video's) sit deeper.
        if (path.length === 3 && local === "loc") location = "";
      },
      ontext(text) {
        if (location !== undefined && location.length <= MAX_LOCATION_LENGTH) location += text;
      },
      onclosetag() {
        const closed = path.length;
        path.pop();
        if (closed !== 3 || location === undefined) return;
        const entry = path[1];
        const address = httpAddress(location.trim());
        location = undefined;
        if (!address) return;
        if (
          (kind === "urlset" && entry === "url") ||
          (kind === "sitemapindex" && entry === "sitemap")
        ) {
          locations.push(address);
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const pause = timeSlicer();
  for (let start = 0; start < xml.length; start += PARSE_SLICE) {
    parser.write(xml.slice(start, start + PARSE_SLICE));
    if (other || locations.length >= maxLocations) break;
    await pause();
  }
  if (!other && locations.length < maxLocations) parser.end();
  if (!kind) return undefined;
  return { kind, locations: locations.slice(0, maxLocations) };
}

async function decompressed(body: Buffer): Promise<Buffer> {
  try {
    return await gunzipAsync(body, { maxOutputLength: SITEMAP_MAX_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      throw new SitemapError(
        `Plan du site trop volumineux une fois décompressé (plus de ${SITEMAP_MAX_BYTES / 2 ** 20} Mo)`,
      );
    }
    throw new SitemapError("Plan du site compressé illisible");
  }
}

/** `sm:urlset` and `urlset` alike: sitemaps are read by their elements' local names. */
function localName(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1).toLowerCase();
}

function httpAddress(text: string): string | undefined {
  if (text.length > MAX_LOCATION_LENGTH) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
