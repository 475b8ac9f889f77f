import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TextSource } from "./engine";

/** What a site served here was asked, counted since it started (or since `resetCounts`). */
export interface SiteRequests {
  /** Page requests answered with the page itself. */
  bodies: number;
  /** Page requests answered 304 Not Modified: the crawler already had the page. */
  notModified: number;
}

export interface CachingSite {
  /** Its home page, which links to every page. */
  url: string;
  requests: SiteRequests;
  resetCounts(): void;
  close(): Promise<void>;
}

/** When every page was last modified, as the server says it. */
const LAST_MODIFIED = new Date(Date.UTC(2026, 10, 2, 8, 0, 0)).toUTCString();

/**
 * Serves `pages` as HTML on 127.0.0.1, as a web server with caching does: each page with an
 * ETag (a hash of its body) and a Last-Modified date, and 304 Not Modified, without the page, to
 * a request that names them (If-None-Match, If-Modified-Since). The home page links to them all.
 */
export async function startCachingSite(pages: readonly TextSource[]): Promise<CachingSite> {
  const bodies = new Map<string, string>();
  for (const [index, page] of pages.entries()) bodies.set(`/page-${index + 1}`, pageHtml(page));
  bodies.set("/", homeHtml([...bodies.keys()]));
  const tags = new Map([...bodies].map(([path, body]) => [path, entityTag(body)]));
  const requests: SiteRequests = { bodies: 0, notModified: 0 };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site.invalid").pathname;
    const body = bodies.get(path);
    const tag = tags.get(path);
    if (body === undefined || tag === undefined) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Introuvable");
      return;
    }
    const headers = { etag: tag, "last-modified": LAST_MODIFIED };
    if (unchangedFor(request, tag)) {
      requests.notModified += 1;
      response.writeHead(304, headers).end();
      return;
    }
    requests.bodies += 1;
    response.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    resetCounts: () => {
      requests.bodies = 0;
      requests.notModified = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether the request names the page as the client already has it. */
function unchangedFor(request: IncomingMessage, tag: string): boolean {
  const match = request.headers["if-none-match"];
  if (match !== undefined) return match.split(",").some((given) => given.trim() === tag);
  const since = request.headers["if-modified-since"];
  return since !== undefined && Date.parse(since) >= Date.parse(LAST_MODIFIED);
}

function entityTag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

function pageHtml(page: TextSource): string {
  const sections: string[] = [];
  let heading = "";
  for (const block of page.blocks) {
    const own = block.headingPath.at(-1) ?? "";
    if (own !== heading) sections.push(`<h2>${escapeHtml(own)}</h2>`);
    heading = own;
    sections.push(`<p>${escapeHtml(block.text)}</p>`);
  }
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head>
<body><main><h1>${escapeHtml(page.title)}</h1>${sections.join("\n")}</main></body></html>`;
}

function homeHtml(paths: readonly string[]): string {
  const links = paths.map((path, index) => `<li><a href="${path}">Page ${index + 1}</a></li>`);
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Accueil</title></head>
<body><main><h1>Toutes les pages</h1><ul>${links.join("")}</ul></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
