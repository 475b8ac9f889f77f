import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname } from "node:path";

export interface SiteServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  // No charset, as a static web server sends it: the page's own <meta> says its encoding.
  ".html": "text/html",
  ".txt": "text/plain; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
};

const NOT_FOUND_PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Page introuvable</title></head>
<body><main><h1>Page introuvable</h1><p>La page demandée n'existe pas ou a été déplacée.</p><p><a href="/">Retour à l'accueil</a></p></main></body></html>`;

/**
 * Serves a fixture site (static pages) on 127.0.0.1 (ephemeral port) the way a CMS would: `/` is
 * index.html, `/a/b` is a/b.html, files with an extension are served as they are, anything
 * else (queries included) is a 404 page.
 */
export async function startSiteServer(root: URL): Promise<SiteServer> {
  const server = createServer((request, response) => {
    const path = filePath(request.url ?? "/");
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    if (!path) return send(404, CONTENT_TYPES[".html"] ?? "", NOT_FOUND_PAGE);
    readFile(new URL(path, root)).then(
      (body) => send(200, CONTENT_TYPES[extname(path)] ?? "application/octet-stream", body),
      () => send(404, CONTENT_TYPES[".html"] ?? "", NOT_FOUND_PAGE),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fixture file of a request path, relative to the site root; undefined when unsafe. */
function filePath(requestUrl: string): string | undefined {
  let pathname: string;
  try {
    const url = new URL(requestUrl, "http://site.invalid");
    // Static pages only: a query (search, pagination) names no page of the fixture.
    if (url.search) return undefined;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  const parts = pathname.split("/").filter(Boolean);
  if (parts.some((part) => part === ".." || part.startsWith("."))) return undefined;
  if (parts.length === 0) return "index.html";
  const path = parts.join("/");
  return extname(path) ? path : `${path}.html`;
}
