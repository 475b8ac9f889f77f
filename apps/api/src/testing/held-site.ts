import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request of the page kept waiting until the test lets it go. */
export interface HeldRequest {
  /** Answers the page as it was when asked (nothing, if the client is gone). */
  release(): void;
  /** Settles when the connection ends: `answered` false when the client dropped it first. */
  closed: Promise<{ answered: boolean }>;
}

/** A web site on 127.0.0.1 (no robots.txt) for the crawler, whose pages can be held. */
export interface HeldPages {
  /** The site's origin, without a trailing slash. */
  url: string;
  /** The paths of the pages answered so far, in order. */
  answered: string[];
  /** Holds the next request of `path`; settles when it arrives. */
  hold(path: string): Promise<HeldRequest>;
  close(): Promise<void>;
}

/**
 * The pages `pages` names by path, each as its function writes it when a request arrives (404
 * for any other path); a page held answers only once the test lets it go, so that an ingestion
 * waits mid-crawl for as long as the test wants.
 */
export async function startHeldPages(pages: Record<string, () => string>): Promise<HeldPages> {
  const holds = new Map<string, (request: HeldRequest) => void>();
  const answered: string[] = [];
  const answer = (response: ServerResponse, path: string, html: string) => {
    if (response.destroyed) return;
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
    answered.push(path);
  };
  const server = createServer((request, response) => {
    const path = request.url ?? "";
    const page = Object.hasOwn(pages, path) ? pages[path] : undefined;
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    const html = page();
    const held = holds.get(path);
    if (!held) {
      answer(response, path, html);
      return;
    }
    holds.delete(path);
    const closed = new Promise<{ answered: boolean }>((resolve) =>
      response.once("close", () => resolve({ answered: response.writableFinished })),
    );
    held({ release: () => answer(response, path, html), closed });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    hold: (path) =>
      new Promise((resolve) => {
        holds.set(path, resolve);
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A one-page web site on 127.0.0.1 (no robots.txt) for the crawler, whose page can be held: an
 * ingestion then waits mid-crawl for as long as the test wants.
 */
export interface HeldSite {
  /** The page's address. */
  url: string;
  /** The page's paragraph, as read when a request arrives. */
  text: string;
  /** Holds the next request of the page; settles when it arrives. */
  holdNext(): Promise<HeldRequest>;
  close(): Promise<void>;
}

export async function startHeldSite(): Promise<HeldSite> {
  const held = await startHeldPages({
    "/": () =>
      `<html><head><title>Marché</title></head><body><h1>Le marché de Villebois</h1>
     <p>${site.text}</p></body></html>`,
  });
  const site: HeldSite = {
    url: `${held.url}/`,
    text: "",
    holdNext: () => held.hold("/"),
    close: held.close,
  };
  return site;
}
