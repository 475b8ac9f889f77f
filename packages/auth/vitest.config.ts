import { defineProjectConfig } from "@org/vitest-config";

export default defineProjectConfig({
  test: {
    environment: "happy-dom",
    // Cookies need a real origin; the API test server runs on another one, as in production.
    environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
  },
});
