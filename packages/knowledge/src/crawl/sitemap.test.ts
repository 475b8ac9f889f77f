import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, startLocalServer } from "../testing/local-server";
import { crawlSite, discoverSubUrls } from "./crawler";
import { parseSitemap } from "./sitemap";
import { MAX_SITEMAP_FILES } from "./sitemap-files";

function page(title: string, links: string[] = []): string {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join(" ");
  return `<!doctype html><html><head><title>${title}</title></head><body>
    <main><h1>${title}</h1><p>Texte de la page ${title}.</p>${anchors}</main></body></html>`;
}

function urlset(locations: string[]): string {
  const entries = locations.map(
    (loc) => `<url><loc>${loc}</loc><lastmod>2024-01-01</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${entries.join("\n")}</urlset>`;
}

function sitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`);
  return `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>`;
}

const XML = { "content-type": "application/xml" };
const HTML = { "content-type": "text/html; charset=utf-8" };

/** A site whose sitemaps list pages its links do not reach. */
let site: LocalServer;
/** The same pages, with a robots.txt naming a sitemap index instead of a /sitemap.xml. */
let indexed: LocalServer;

function pagesOf(request: { url?: string }): string | undefined {
  const path = request.url ?? "/";
  if (path === "/") return page("Accueil", ["/a"]);
  if (/^\/(a|b|c|d|e|private\/x|ignored\/x)$/.test(path)) return page(path.slice(1));
  return undefined;
}

beforeAll(async () => {
  site = await startLocalServer((request, response, server) => {
    const o = server.origin;
    if (request.url === "/robots.txt") {
      response
        .writeHead(200, { "content-type": "text/plain" })
        .end("User-agent: *\nDisallow: /private/\n");
    } else if (request.url === "/sitemap.xml") {
      response
        .writeHead(200, XML)
        .end(
          urlset([
            `${o}/a`,
            `${o}/b`,
            `${o}/c?x=1&amp;y=2`,
            `${o}/private/x`,
            `${o}/ignored/x`,
            `${o}/plan.pdf`,
            "https://ailleurs.example/page",
            "javascript:alert(1)",
            "pas une adresse",
          ]).replace("</url>", `<image:image><image:loc>${o}/d</image:loc></image:image></url>`),
        );
    } else if (request.url === "/c?x=1&y=2") {
      response.writeHead(200, HTML).end(page("c"));
    } else {
      const html = pagesOf(request);
      if (html) response.writeHead(200, HTML).end(html);
      else response.writeHead(404).end();
    }
  });
  indexed = await startLocalServer((request, response, server) => {
    const o = server.origin;
    switch (request.url) {
      case "/robots.txt":
        response.writeHead(200, { "content-type": "text/plain" });
        response.end(`User-agent: *\nAllow: /\n\nSitemap: ${o}/maps/index.xml\n`);
        return;
      case "/maps/index.xml":
        // It names itself and a second index naming it back: each file is read once.
        response
          .writeHead(200, XML)
          .end(
            sitemapIndex([`${o}/maps/index.xml`, `${o}/maps/pages.xml.gz`, `${o}/maps/again.xml`]),
          );
        return;
      case "/maps/again.xml":
        response
          .writeHead(200, { "content-type": "text/xml; charset=utf-8" })
          .end(sitemapIndex([`${o}/maps/index.xml`, `${o}/maps/more.xml`]));
        return;
      case "/maps/pages.xml.gz":
        response.writeHead(200, { "content-type": "application/x-gzip" });
        response.end(gzipSync(urlset([`${o}/b`, `${o}/c`])));
        return;
      case "/maps/more.xml":
        response.writeHead(200, XML).end(urlset([`${o}/d`, `${o}/e`]));
        return;
      default: {
        const html = pagesOf(request);
        if (html) response.writeHead(200, HTML).end(html);
        else response.writeHead(404).end();
      }
    }
  });
});

afterAll(async () => {
  await site.close();
  await indexed.close();
});

const crawlOf = (server: LocalServer, path = "/") => ({
  url: `${server.origin}${path}`,
  allowedHosts: ["127.0.0.1"],
  ignorePatterns: ["/ignored/"],
  depth: 1,
  maxCrawls: 50,
});

describe("a site's sitemaps", () => {
  it("lists the pages of /sitemap.xml one step from the start, within the site and its rules", async () => {
    const o = site.origin;
    const { urls, errors } = await discoverSubUrls(crawlOf(site));
    expect(urls).toEqual([`${o}/`, `${o}/a`, `${o}/b`, `${o}/c?x=1&y=2`]);
    expect(errors).toEqual([]);
    const requested = site.requested;
    for (const left of ["/private/x", "/ignored/x", "/plan.pdf", "/d"]) {
      expect(requested).not.toContain(left);
    }
  });

  it("is not read at depth 0, where only the start page is", async () => {
    const before = site.requested.length;
    const { urls } = await discoverSubUrls({ ...crawlOf(site), depth: 0 });
    expect(urls).toEqual([`${site.origin}/`]);
    expect(site.requested.slice(before)).not.toContain("/sitemap.xml");
  });

  it("counts the sitemap's pages left at the page limit", async () => {
    const before = site.requested.length;
    const { urls, pagesBeyondLimit } = await discoverSubUrls({ ...crawlOf(site), maxCrawls: 2 });
    expect(urls).toEqual([`${site.origin}/`, `${site.origin}/a`]);
    // /b and /c, listed by the sitemap only.
    expect(pagesBeyondLimit).toBe(2);
    const pages = site.requested
      .slice(before)
      .filter((path) => path !== "/robots.txt" && path !== "/sitemap.xml");
    expect(pages).toEqual(["/", "/a"]);
  });

  it("follows the sitemaps robots.txt names, indexes and gzipped files, each read once", async () => {
    const o = indexed.origin;
    const { urls, errors } = await discoverSubUrls(crawlOf(indexed));
    expect(urls).toEqual([`${o}/`, `${o}/a`, `${o}/b`, `${o}/c`, `${o}/d`, `${o}/e`]);
    expect(errors).toEqual([]);
    const maps = indexed.requested.filter((path) => path.startsWith("/maps/"));
    expect(maps.sort()).toEqual([
      "/maps/again.xml",
      "/maps/index.xml",
      "/maps/more.xml",
      "/maps/pages.xml.gz",
    ]);
  });

  it("says which sitemap robots.txt names could not be read, and crawls the links anyway", async () => {
    const named = await startLocalServer((request, response, server) => {
      const o = server.origin;
      if (request.url === "/robots.txt") {
        response
          .writeHead(200, { "content-type": "text/plain" })
          .end(`Sitemap: ${o}/gone.xml\nSitemap: ${o}/sitemap.xml\nSitemap: ${o}/plan.xml\n`);
      } else if (request.url === "/sitemap.xml") {
        response.writeHead(200, XML).end("<html><body>Pas un plan</body></html>");
      } else if (request.url === "/plan.xml") {
        response.writeHead(200, XML).end(urlset([`${o}/b`]));
      } else {
        const html = pagesOf(request);
        if (html) response.writeHead(200, HTML).end(html);
        else response.writeHead(404).end();
      }
    });
    try {
      const o = named.origin;
      const { pages, errors } = await crawlSite(crawlOf(named));
      expect(pages.map((each) => each.url)).toEqual([`${o}/`, `${o}/a`, `${o}/b`]);
      // Named by robots.txt, /sitemap.xml is told too, whereas one merely tried is not.
      expect(errors).toEqual([
        { url: `${o}/gone.xml`, message: "Plan du site indisponible (HTTP 404)" },
        { url: `${o}/sitemap.xml`, message: "Pas un plan du site (ni urlset ni sitemapindex)" },
      ]);
    } finally {
      await named.close();
    }
  });

  it("starts from a sitemap given as the start address: its pages are the start pages", async () => {
    const o = indexed.origin;
    const before = indexed.requested.length;
    const { pages, errors } = await crawlSite({ ...crawlOf(indexed, "/maps/index.xml"), depth: 0 });
    expect(pages.map((each) => each.url)).toEqual([`${o}/b`, `${o}/c`, `${o}/d`, `${o}/e`]);
    expect(pages[0]?.title).toBe("b");
    expect(errors).toEqual([]);
    // The start address is downloaded once, as the sitemap it turns out to be.
    const requested = indexed.requested.slice(before);
    expect(requested.filter((path) => path === "/maps/index.xml")).toHaveLength(1);
  });

  it("reads a sitemap given as the start address within a sitemap's size, not a page's", async () => {
    const o = indexed.origin;
    const { pages, errors } = await crawlSite({
      ...crawlOf(indexed, "/maps/index.xml"),
      depth: 0,
      maxPageBytes: 100,
    });
    // The index is longer than a page may be: its pages are still the start pages, each too
    // long in turn.
    expect(pages).toEqual([]);
    expect(errors.map((error) => error.url)).toEqual([`${o}/b`, `${o}/c`, `${o}/d`, `${o}/e`]);
  });
});

describe("sitemaps made to be large or to loop", () => {
  let hostile: LocalServer;
  const bomb = gzipSync(
    Buffer.concat([Buffer.from("<urlset><url><loc>"), Buffer.alloc(64 * 1024 * 1024, 0x20)]),
  );
  beforeAll(async () => {
    hostile = await startLocalServer((request, response, server) => {
      const o = server.origin;
      const chain = /^\/chain\/(\d+)\.xml$/.exec(request.url ?? "");
      if (request.url === "/robots.txt") {
        response.writeHead(404).end();
      } else if (request.url === "/sitemap.xml" || request.url === "/bomb.xml.gz") {
        response.writeHead(200, { "content-type": "application/gzip" }).end(bomb);
      } else if (chain) {
        // Each index names a next one, without end.
        const next = Number(chain[1]) + 1;
        response
          .writeHead(200, XML)
          .end(sitemapIndex([`${o}/chain/${next}.xml`, `${o}/x${next}.xml`]));
      } else if (request.url === "/broken.xml") {
        response.writeHead(200, XML).end("<html><body>Pas un plan</body></html>");
      } else if (request.url === "/") {
        response.writeHead(200, HTML).end(page("Accueil"));
      } else {
        response.writeHead(404).end();
      }
    });
  });
  afterAll(() => hostile.close());

  it("refuses a sitemap that expands past its limit, and the crawl goes on without it", async () => {
    const crawled = await discoverSubUrls(crawlOf(hostile));
    expect(crawled.urls).toEqual([`${hostile.origin}/`]);
    expect(crawled.errors).toEqual([]);
    const given = await discoverSubUrls(crawlOf(hostile, "/bomb.xml.gz"));
    expect(given.urls).toEqual([]);
    expect(given.errors).toEqual([
      {
        url: `${hostile.origin}/bomb.xml.gz`,
        message: "Plan du site trop volumineux une fois décompressé (plus de 10 Mo)",
      },
    ]);
  });

  it("stops following sitemap indexes nested without end", async () => {
    const before = hostile.requested.length;
    const { urls, errors } = await discoverSubUrls(crawlOf(hostile, "/chain/0.xml"));
    expect(urls).toEqual([]);
    const missing = (n: number) => ({
      url: `${hostile.origin}/x${n}.xml`,
      message: "Plan du site indisponible (HTTP 404)",
    });
    expect(errors).toEqual([
      missing(1),
      {
        url: `${hostile.origin}/chain/2.xml`,
        message: "Index de plans du site imbriqués sur plus de 2 niveaux",
      },
      missing(2),
    ]);
    const files = hostile.requested.slice(before).filter((path) => path.endsWith(".xml"));
    expect(files.length).toBeLessThanOrEqual(MAX_SITEMAP_FILES + 1);
  });

  it("says why a start address that is XML but no sitemap gives nothing", async () => {
    const { urls, errors } = await discoverSubUrls(crawlOf(hostile, "/broken.xml"));
    expect(urls).toEqual([]);
    expect(errors).toEqual([
      {
        url: `${hostile.origin}/broken.xml`,
        message: "Pas un plan du site (ni urlset ni sitemapindex)",
      },
    ]);
  });

  it("reads at most the addresses asked for, in linear time whatever the file", async () => {
    const many = Buffer.from(
      urlset(Array.from({ length: 60_000 }, (_, n) => `https://s.example/${n}`)),
    );
    const read = await parseSitemap(many, 50_000);
    expect(read?.kind).toBe("urlset");
    expect(read?.locations).toHaveLength(50_000);
    expect(read?.locations[49_999]).toBe("https://s.example/49999");
    // Unclosed tags and attributes by the megabyte: the tokenizer reads them in one pass.
    const ragged = Buffer.from(`<urlset>${"<url a='".repeat(500_000)}`);
    const started = performance.now();
    expect(await parseSitemap(ragged, 10)).toEqual({ kind: "urlset", locations: [] });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
