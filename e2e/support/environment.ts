import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const apiPort = 8000;

/** Where each built app listens during the browser tests, and the seeded administrator. */
export const E2E = {
  apiUrl: `http://localhost:${apiPort}`,
  adminUrl: "http://localhost:5173",
  embedUrl: "http://localhost:5174",
  chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  admin: { username: "admin", password: "e2e-admin-Pa55word", email: "admin@example.org" },
  get apiEnv(): Record<string, string> {
    return {
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E.admin.username,
      ADMIN_PASSWORD: E2E.admin.password,
      ADMIN_EMAIL: E2E.admin.email,
      CRAWL_ALLOWED_HOSTS: "127.0.0.1,localhost",
      CORS_ORIGINS: "http://localhost:5173,http://localhost:5174,http://127.0.0.1:5175",
    };
  },
};

// One fresh embedded database per run, so every run starts from the seeded state; workers inherit
// the folder the main process chose.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "assistant-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
