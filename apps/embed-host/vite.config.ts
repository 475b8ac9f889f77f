import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { buildApiUrl } from "./vite/api-url.ts";
import { contentSecurityPolicy } from "./vite/content-security-policy.ts";
import { embedHostPlugin } from "./vite/embed-host-plugin.ts";

/** The embed host's port, in development and preview alike (`pnpm dev` checks the value). */
const port = Number(process.env.EMBED_PORT) || 5174;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_");
  const apiUrl = buildApiUrl(env, (message) => console.warn(message));
  return {
    plugins: [react(), embedHostPlugin()],
    // The page reads the API under one name, whichever the build was given.
    define: { "import.meta.env.VITE_API_URL": JSON.stringify(apiUrl ?? "") },
    // Sibling packages are used from their sources, in development and in the build alike.
    resolve: { conditions: ["@org/source", "module", "browser", "development|production"] },
    build: {
      rollupOptions: {
        input: { demo: "index.html", embed: "embed.html" },
      },
    },
    server: { port, strictPort: true },
    preview: {
      port,
      strictPort: true,
      // The built pages run under a strict policy: no inline script and no inline style.
      headers: { "Content-Security-Policy": contentSecurityPolicy(apiUrl) },
    },
  };
});
