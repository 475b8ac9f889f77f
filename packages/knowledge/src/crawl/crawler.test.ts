import { monitorEventLoopDelay } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, startLocalServer } from "../testing/local-server";
import { CrawlInputError, type CrawlProgress, crawlSite, discoverSubUrls } from "./crawler";

function page(title: string, body: string, links: string[] = []): string {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join(" ");
  return `<!doctype html><html><head><title>${title}</title></head><body>
    <nav>${anchors}</nav><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
}

const pages: Record<string, string> = {
  "/": page("Accueil", "Bienvenue à l'école.", [
    "/a",
    "/b#section",
    "/a#top",
    "/private/secret",
    "/blog/post-1",
    "/broken",
    "/to-localhost",
    "/to-b",
    "/plan.pdf",
    "https://ailleurs.example/page",
    "mailto:contact@ecole.example",
  ]),
  "/a": page("Page A", "Horaires de la garderie.", ["/a/deep", "/"]),
  "/b": page("Page B", "Menus de la cantine.", ["/b/deep"]),
  "/a/deep": page("A profond", "Tarifs détaillés.", ["/a/deeper"]),
  "/b/deep": `<html><head><meta name="robots" content="noindex"></head><body>
    <p>Page de liens</p><a href="/b/linked-from-noindex">suite</a></body></html>`,
  "/a/deeper": page("A très profond", "Trop loin."),
  "/b/linked-from-noindex": page("Suite", "Atteinte par une page noindex."),
  "/blog/post-1": page("Billet", "Kermesse de fin d'année."),
  "/private/secret": page("Secret", "Ne doit pas être lu."),
};

let site: LocalServer;

beforeAll(async () => {
  site = await startLocalServer((request, response, server) => {
    const path = request.url ?? "/";
    if (path === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("User-agent: *\nDisallow: /private/\n");
    } else if (path === "/broken") {
      response.writeHead(500).end("boom");
    } else if (path === "/to-localhost") {
      response.writeHead(302, { location: `http://localhost:${server.port}/a` }).end();
    } else if (path === "/to-b") {
      response.writeHead(301, { location: "/b" }).end();
    } else if (path === "/slow") {
      setTimeout(() => response.writeHead(200, { "content-type": "text/html" }).end("late"), 3000);
    } else if (path === "/big") {
      response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      response.end(gzipSync(`<p>${"x".repeat(300_000)}</p>`));
    } else if (path === "/data.json") {
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end("{}");
    } else if (pages[path]) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(pages[path]);
    } else {
      response.writeHead(404).end();
    }
  });
});

afterAll(() => site.close());

const allowLocal = () => ({ allowedHosts: ["127.0.0.1"], ignorePatterns: [] as string[] });

describe("discoverSubUrls", () => {
  it("crawls the same site breadth-first to the given depth, honouring robots.txt", async () => {
    const before = site.requested.length;
    const { urls, errors, pagesBeyondLimit } = await discoverSubUrls({
      ...allowLocal(),
      url: `${site.origin}/`,
      depth: 1,
      maxCrawls: 50,
    });
    const o = site.origin;
    expect(urls).toEqual([`${o}/`, `${o}/a`, `${o}/b`, `${o}/blog/post-1`]);
    // The links of the last level's pages are beyond the depth, not the limit.
    expect(pagesBeyondLimit).toBe(0);
    expect(errors).toEqual([
      { url: `${o}/broken`, message: "Erreur du site (500)" },
      {
        url: `${o}/to-localhost`,
        message: expect.stringMatching(
          /^Adresse privée refusée : localhost mène à une adresse non publique/,
        ),
      },
    ]);
    const requested = site.requested.slice(before);
    expect(requested).not.toContain("/private/secret");
    expect(requested).not.toContain("/plan.pdf");
    expect(requested).not.toContain("/a/deep");
    expect(requested.filter((path) => path === "/robots.txt")).toHaveLength(1);
  });

  it("goes deeper with a larger depth and reads links of noindex pages without keeping them", async () => {
    const { urls } = await discoverSubUrls({
      ...allowLocal(),
      url: `${site.origin}/`,
      depth: 3,
      maxCrawls: 50,
    });
    const paths = urls.map((url) => new URL(url).pathname);
    expect(paths).toEqual([
      "/",
      "/a",
      "/b",
      "/blog/post-1",
      "/a/deep",
      "/a/deeper",
      "/b/linked-from-noindex",
    ]);
  });

  it("stops after max_crawls fetches, counts the pages it left, and reports progress", async () => {
    const progress: CrawlProgress[] = [];
    const before = site.requested.length;
    const { urls, pagesBeyondLimit } = await discoverSubUrls(
      { ...allowLocal(), url: `${site.origin}/`, depth: 5, maxCrawls: 3 },
      (step) => progress.push(step),
    );
    // Pages only: robots.txt and the sitemap asked for are files of the site, not its pages.
    const fetched = site.requested
      .slice(before)
      .filter((path) => path !== "/robots.txt" && path !== "/sitemap.xml");
    expect(fetched).toHaveLength(3);
    expect(urls.map((url) => new URL(url).pathname)).toEqual(["/", "/a", "/b"]);
    // Left: /blog/post-1, /broken, /to-localhost and /to-b linked from the home page, /a/deep and
    // /b/deep from the pages read; not /private/secret (robots.txt), /plan.pdf nor another site.
    expect(pagesBeyondLimit).toBe(6);
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
    expect(progress.every((step) => step.done <= step.total && step.total <= 3)).toBe(true);
  });

  it("skips ignored addresses, by substring or by glob", async () => {
    const { urls } = await discoverSubUrls({
      allowedHosts: ["127.0.0.1"],
      url: `${site.origin}/`,
      depth: 3,
      maxCrawls: 50,
      ignorePatterns: ["/BLOG/", "*/deep"],
    });
    const paths = urls.map((url) => new URL(url).pathname);
    expect(paths).toEqual(["/", "/a", "/b"]);
  });

  it("refuses a private address unless its host is allowed", async () => {
    const before = site.requested.length;
    const { urls, errors } = await discoverSubUrls({
      url: `${site.origin}/`,
      depth: 1,
      maxCrawls: 5,
    });
    expect(urls).toEqual([]);
    expect(errors).toEqual([
      {
        url: `${site.origin}/`,
        message: "Adresse privée refusée : 127.0.0.1 n'est pas une adresse publique",
      },
    ]);
    expect(site.requested.length).toBe(before);
  });

  it("says so when the start address is not an HTML page", async () => {
    const { urls, errors } = await discoverSubUrls({
      ...allowLocal(),
      url: `${site.origin}/data.json`,
      depth: 1,
      maxCrawls: 5,
    });
    expect(urls).toEqual([]);
    expect(errors).toEqual([
      {
        url: `${site.origin}/data.json`,
        message: "Pas une page HTML (application/json) : aucun lien à explorer",
      },
    ]);
  });

  it("rejects an address that is not http(s)", async () => {
    await expect(
      discoverSubUrls({ url: "ftp://x.example/", depth: 1, maxCrawls: 1 }),
    ).rejects.toThrow(CrawlInputError);
    await expect(discoverSubUrls({ url: "pas une url", depth: 1, maxCrawls: 1 })).rejects.toThrow(
      CrawlInputError,
    );
  });
});

describe("crawlSite", () => {
  it("returns the readable text of each page", async () => {
    const { pages: crawled } = await crawlSite({
      ...allowLocal(),
      url: `${site.origin}/a`,
      depth: 0,
      maxCrawls: 10,
    });
    expect(crawled).toEqual([
      {
        url: `${site.origin}/a`,
        title: "Page A",
        blocks: [{ headingPath: ["Page A"], text: "Horaires de la garderie." }],
      },
    ]);
  });

  it("records slow and oversized pages as failures", async () => {
    const slow = await crawlSite({
      ...allowLocal(),
      url: `${site.origin}/slow`,
      depth: 0,
      maxCrawls: 1,
      timeoutMs: 300,
    });
    expect(slow.errors).toEqual([
      { url: `${site.origin}/slow`, message: "Délai dépassé : pas de réponse en 0,3 s" },
    ]);
    const big = await crawlSite({
      ...allowLocal(),
      url: `${site.origin}/big`,
      depth: 0,
      maxCrawls: 1,
      maxPageBytes: 100_000,
    });
    expect(big.errors).toEqual([
      { url: `${site.origin}/big`, message: "Fichier trop volumineux (plus de 98 Ko)" },
    ]);
  });
});

describe("a page nested deeper than it can be read", () => {
  it("is reported as a failure of its own while the rest of the site is read", async () => {
    const nested = `${"<div>".repeat(20_000)}Trop profond.${"</div>".repeat(20_000)}`;
    const deep = await startLocalServer((request, response) => {
      const html = { "content-type": "text/html" };
      if (request.url === "/") {
        response.writeHead(200, html).end(page("Accueil", "Bienvenue.", ["/profond"]));
      } else if (request.url === "/profond") {
        response.writeHead(200, html).end(`<title>Profond</title>${nested}`);
      } else {
        response.writeHead(404).end();
      }
    });
    try {
      const { urls, errors } = await discoverSubUrls({
        ...allowLocal(),
        url: `${deep.origin}/`,
        depth: 1,
        maxCrawls: 5,
      });
      expect(urls).toEqual([`${deep.origin}/`]);
      expect(errors).toEqual([
        {
          url: `${deep.origin}/profond`,
          message: "Page illisible\u00a0: éléments imbriqués sur plus de 2\u202f000 niveaux",
        },
      ]);
    } finally {
      await deep.close();
    }
  });
});

describe("robots.txt failures", () => {
  it("crawls nothing when robots.txt answers a server error", async () => {
    const down = await startLocalServer((request, response) => {
      if (request.url === "/robots.txt") response.writeHead(503).end();
      else response.writeHead(200, { "content-type": "text/html" }).end(page("X", "y"));
    });
    try {
      const { urls, errors } = await discoverSubUrls({
        ...allowLocal(),
        url: `${down.origin}/`,
        depth: 1,
        maxCrawls: 5,
      });
      expect(urls).toEqual([]);
      expect(errors).toEqual([
        {
          url: `${down.origin}/`,
          message: "Fichier robots.txt indisponible (HTTP 503) : le site n'est pas exploré",
        },
      ]);
      expect(down.requested).toEqual(["/robots.txt"]);
    } finally {
      await down.close();
    }
  });
});

describe("a site whose robots.txt and pages are made to be slow to check", () => {
  it("gives other work a turn while it checks thousands of long links against thousands of rules", async () => {
    // Rules that each scan a whole address and match none of the links; the last one, the
    // shortest, refuses them all, so that every link is checked against every rule.
    const rules = Array.from({ length: 20_000 }, (_, n) => `Disallow: /*a*a*b${n}`);
    const links = Array.from(
      { length: 2000 },
      (_, n) => `<a href="/${"a".repeat(900)}${n}c">${n}</a>`,
    );
    const heavy = await startLocalServer((request, response) => {
      if (request.url === "/robots.txt") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end(`User-agent: *\n${rules.join("\n")}\nDisallow: /*c\n`);
      } else {
        response.writeHead(200, { "content-type": "text/html" });
        response.end(`<title>Liens</title><p>Beaucoup de liens.</p>${links.join("")}`);
      }
    });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    try {
      delay.enable();
      const { urls } = await discoverSubUrls({
        ...allowLocal(),
        url: `${heavy.origin}/`,
        depth: 1,
        maxCrawls: 10,
      });
      // The delay of a turn held back is recorded when the turn comes: let it come.
      await new Promise((resolve) => setTimeout(resolve, 20));
      delay.disable();
      expect(urls).toEqual([`${heavy.origin}/`]);
      expect(heavy.requested).toEqual(["/robots.txt", "/", "/sitemap.xml"]);
      // Checking every link takes seconds here (the page alone is read at once, in about 0.1 s);
      // no other work waits more than a fraction of that.
      expect(delay.max / 1e6).toBeLessThan(500);
    } finally {
      await heavy.close();
    }
  });
});
