import { defineConfig } from "@playwright/test";
import { E2E } from "./support/environment";

// Drives the built apps in the system's Chromium, against the built API on a fresh database.
export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  // One more try in CI, where the machine may be loaded by other work; a spec that passes only on
  // its retry is still reported as flaky in the run's summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results.json" }]],
  use: {
    baseURL: E2E.adminUrl,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: E2E.chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      name: "api",
      command: "node ../apps/api/dist/main.js",
      url: `${E2E.apiUrl}/api/health/`,
      env: E2E.apiEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: "admin",
      // The built back-office (apps/admin/dist), served as is.
      command: "node_modules/.bin/vite preview --port 5173 --strictPort",
      cwd: "../apps/admin",
      url: E2E.adminUrl,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: "embed",
      // The built embed host (apps/embed-host/dist): /embed/:botId, /loader.js and the demo page,
      // served with its strict Content-Security-Policy.
      command: "node_modules/.bin/vite preview --port 5174 --strictPort",
      cwd: "../apps/embed-host",
      url: `${E2E.embedUrl}/loader.js`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
