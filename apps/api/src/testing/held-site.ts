import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request of the page kept waiting until the test lets it go. */
export interface HeldRequest {
  /** Answers the page as it was when asked (nothing, if the client is gone). */
  release(): void;
  /** Settles when the connection ends: `answered` false when the client dropped it first. */
  closed: Promise<{ answered: boolean }>;
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
  let hold: ((request: HeldRequest) => void) | undefined;
  const page = (text: string) =>
    `<html><head><title>Marché</title></head><body><h1>Le marché de Villebois</h1>
     <p>${text}</p></body></html>`;
  const answer = (response: ServerResponse, html: string) => {
    if (response.destroyed) return;
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
  };
  const site: HeldSite = {
    url: "",
    text: "",
    holdNext: () =>
      new Promise((resolve) => {
        hold = resolve;
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    const html = page(site.text);
    const held = hold;
    if (!held) {
      answer(response, html);
      return;
    }
    hold = undefined;
    const closed = new Promise<{ answered: boolean }>((resolve) =>
      response.once("close", () => resolve({ answered: response.writableFinished })),
    );
    held({ release: () => answer(response, html), closed });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return site;
}
