import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, loadEnv } from "vite";
import { securityHeaders } from "./vite/security-headers.ts";
import { sourceStylesheets } from "./vite/source-stylesheets.ts";

/** The back-office's port, in development and preview alike (`pnpm dev` checks the value). */
const port = Number(process.env.ADMIN_PORT) || 5173;

export default defineConfig(({ mode }) => {
  // The addresses the build was made with (environment or .env files), which the policy allows.
  const env = loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_");
  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      // Workspace packages are built from their sources, so the admin never waits on their builds.
      conditions: ["@org/source", ...defaultClientConditions],
      alias: [
        { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
        // The stylesheets that src/styles.css imports from sibling packages, read from sources.
        ...sourceStylesheets(["@org/chat-widget", "@org/ui"]),
      ],
    },
    server: {
      port,
      strictPort: true,
      // Transformed while the API starts, so the first visit does not wait for them.
      warmup: { clientFiles: ["./src/main.tsx"] },
    },
    preview: {
      port,
      strictPort: true,
      // The built app served as in production (README.md, "Deploy"): with the same headers.
      headers: securityHeaders({ apiUrl: env.VITE_API_URL, embedUrl: env.VITE_EMBED_URL }),
    },
  };
});
