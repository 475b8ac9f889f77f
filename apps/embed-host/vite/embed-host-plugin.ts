import { build } from "esbuild";
import type { Connect, Plugin } from "vite";

const LOADER_ENTRY = new URL("../src/loader/main.ts", import.meta.url).pathname;

/** loader.js as one small classic script: it runs on any site, without modules or a bundler. */
export async function bundleLoader(): Promise<string> {
  const result = await build({
    entryPoints: [LOADER_ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    conditions: ["@org/source"],
    legalComments: "none",
    write: false,
  });
  return result.outputFiles[0]?.text ?? "";
}

/** /embed/:botId is one page whatever the bot: the address is read by the page's script. */
const rewriteEmbedRoute: Connect.NextHandleFunction = (request, _response, next) => {
  if (request.url && /^\/embed\/[^/?#]+\/?(?:[?#].*)?$/.test(request.url)) {
    request.url = `/embed.html${request.url.slice(request.url.search(/[?#]|$/))}`;
  }
  next();
};

/**
 * Serves loader.js (bundled on request during development, emitted as a file by the build) and
 * routes /embed/:botId to the embed page, in the dev server and in the preview server alike.
 */
export function embedHostPlugin(): Plugin {
  return {
    name: "embed-host",
    configureServer(server) {
      server.middlewares.use(rewriteEmbedRoute);
      server.middlewares.use("/loader.js", async (_request, response) => {
        response.setHeader("content-type", "text/javascript; charset=utf-8");
        response.setHeader("cache-control", "no-cache");
        response.end(await bundleLoader());
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewriteEmbedRoute);
    },
    async generateBundle() {
      this.emitFile({ type: "asset", fileName: "loader.js", source: await bundleLoader() });
    },
  };
}
