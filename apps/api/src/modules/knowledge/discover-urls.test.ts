import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../testing/api-process";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/*
 * An administrator exploring an address before crawling it: when no page can be read, the
 * answer says why, on the address field, instead of an empty list that looks like an empty site.
 */

/** Two small sites on 127.0.0.1: one that welcomes crawlers, one whose robots.txt shuts them out. */
function siteServer(robots: string): Server {
  return createServer((request, response) => {
    if (request.url === "/robots.txt") {
      response.writeHead(200, { "Content-Type": "text/plain" }).end(robots);
      return;
    }
    if (request.url === "/tarifs.json") {
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      return;
    }
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end("<html><head><title>Accueil</title></head><body><p>Bienvenue.</p></body></html>");
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("exploring an address that gives no page", () => {
  const open = siteServer("User-agent: *\nAllow: /\n");
  const closed = siteServer("User-agent: *\nDisallow: /\n");
  let openUrl: string;
  let closedUrl: string;
  let permissive: TestApi;
  let strict: TestApi;

  const explore = async (api: TestApi, url: string) =>
    api.request("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      token: await api.login(TEST_ADMIN.username, TEST_ADMIN.password),
      json: { url, depth: 1, max_crawls: 10 },
    });

  beforeAll(async () => {
    openUrl = await listen(open);
    closedUrl = await listen(closed);
    permissive = await startTestApi({ config: { crawlAllowedHosts: ["127.0.0.1"] } });
    strict = await startTestApi();
  });
  afterAll(async () => {
    await permissive?.close();
    await strict?.close();
    await new Promise((resolve) => open.close(resolve));
    await new Promise((resolve) => closed.close(resolve));
  });

  it("lists the pages of a site it may read", async () => {
    const found = await explore(permissive, openUrl);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ urls: [openUrl] });
  });

  it("says a private address is refused, rather than that the site is empty", async () => {
    const refused = await explore(strict, openUrl);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      url: ["Adresse privée refusée : 127.0.0.1 n'est pas une adresse publique"],
    });
  });

  it("says the site's robots.txt shuts crawlers out", async () => {
    const refused = await explore(permissive, closedUrl);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ url: ["Exclue par le fichier robots.txt du site"] });
  });

  it("says the site cannot be reached, or answers no page there", async () => {
    const unreachable = await explore(permissive, `http://127.0.0.1:${await freePort()}/`);
    expect(unreachable.status).toBe(400);
    expect(unreachable.body).toEqual({ url: ["Connexion refusée par le site"] });

    const missing = await explore(permissive, `${openUrl}nulle-part`);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ url: ["Page introuvable (404)"] });

    const file = await explore(permissive, `${openUrl}tarifs.json`);
    expect(file.status).toBe(400);
    expect(file.body).toEqual({
      url: ["Pas une page HTML (application/json) : aucun lien à explorer"],
    });
  });
});
