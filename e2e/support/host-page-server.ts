import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { E2E } from "./environment";

/** A page of some other site, served from its own origin, that pastes the loader's script tag. */
export interface HostPage {
  url: string;
  close: () => Promise<void>;
}

const PAGE = (botId: number, attributes: string) => `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Un autre site</title>
    <link rel="stylesheet" href="/host.css" />
    <script src="/host.js"></script>
  </head>
  <body>
    <h1>Un autre site</h1>
    <p>Avec sa propre remise à zéro des styles et son propre gestionnaire de messages.</p>
    <script src="${E2E.embedUrl}/loader.js" data-bot-id="${botId}"${attributes} async></script>
  </body>
</html>`;

// The host page's own blunt reset and styles: the launcher must look the same regardless.
const STYLES = `* { margin: 0; padding: 0; border: 0; font-size: 30px; color: red; background: yellow; }
button { display: none !important; }
iframe { display: none; }`;

// The host page's own message handler: the loader must not replace it.
const SCRIPT = `window.hostMessages = 0;
window.onmessage = function hostHandler() { window.hostMessages += 1; };`;

/** The policy of a strict site: no inline script or style, the embed host allowed by name. */
const POLICY = [
  "default-src 'self'",
  `script-src 'self' ${E2E.embedUrl}`,
  "style-src 'self'",
  `frame-src ${E2E.embedUrl}`,
  "img-src * data:",
].join("; ");

/** Serves the page; `scriptAttributes` are further attributes of the loader's tag (data-locale…). */
export async function startHostPage(
  botId: number,
  scriptAttributes: Record<string, string> = {},
): Promise<HostPage> {
  const attributes = Object.entries(scriptAttributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
  const server: Server = createServer((request, response) => {
    const headers = { "content-security-policy": POLICY };
    if (request.url === "/host.css") {
      response.writeHead(200, { ...headers, "content-type": "text/css" }).end(STYLES);
    } else if (request.url === "/host.js") {
      response.writeHead(200, { ...headers, "content-type": "text/javascript" }).end(SCRIPT);
    } else {
      response
        .writeHead(200, { ...headers, "content-type": "text/html" })
        .end(PAGE(botId, attributes));
    }
  });
  // 127.0.0.1 is another origin than the embed host's localhost.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
