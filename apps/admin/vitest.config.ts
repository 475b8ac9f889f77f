import { fileURLToPath } from "node:url";
import { defineProjectConfig } from "@org/vitest-config";

export default defineProjectConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "happy-dom",
    // Cookies need a real origin; the API test server runs on another one, as in production.
    environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
    setupFiles: ["./src/test/setup.ts"],
  },
});
