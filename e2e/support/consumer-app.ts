import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const e2eDir = new URL("..", import.meta.url).pathname;
const workspaceDir = join(e2eDir, "..");

/** Where the consumer app is served; the API's CORS_ORIGINS lists it. */
export const CONSUMER_URL = "http://127.0.0.1:5175";

export interface ConsumerApp {
  dir: string;
  stop: () => void;
  /** Runs the app's CommonJS script, which requires every entry point, and answers what it printed. */
  requireAll: () => Record<string, unknown>;
}

function run(command: string, args: string[], cwd: string) {
  execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env: process.env });
}

/** Packs a workspace package into `destination` and answers the tarball's path. */
function pack(name: string, destination: string): string {
  run("pnpm", ["--filter", name, "pack", "--pack-destination", destination], workspaceDir);
  const base = name.replace("@", "").replace("/", "-");
  const tarball = readdirSync(destination).find(
    (file) => file.startsWith(base) && file.endsWith(".tgz"),
  );
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
  return join(destination, tarball);
}

/**
 * Creates a fresh Vite React app outside the workspace, installs the four packed packages into it
 * with npm (from their tarballs, as they are not on the registry) with the peers a site brings,
 * builds it and serves the build.
 */
export async function startConsumerApp(): Promise<ConsumerApp> {
  const dir = mkdtempSync(join(tmpdir(), "chat-widget-consumer-"));
  cpSync(join(e2eDir, "consumer"), dir, { recursive: true });
  const client = pack("@org/api-client", dir);
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify(
      {
        name: "chat-widget-consumer",
        private: true,
        type: "module",
        dependencies: {
          "@org/chat-widget": `file:${pack("@org/chat-widget", dir)}`,
          "@org/api-client": `file:${client}`,
          "@org/auth": `file:${pack("@org/auth", dir)}`,
          "@org/ui": `file:${pack("@org/ui", dir)}`,
          react: "19.3.1",
          "react-dom": "19.3.1",
          jotai: "2.20.2",
          "@tanstack/react-query": "5.108.0",
        },
        devDependencies: { vite: "8.3.8", "@vitejs/plugin-react": "6.3.0" },
        overrides: { "@org/api-client": `file:${client}` },
      },
      null,
      2,
    ),
  );
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], dir);
  run(join(dir, "node_modules/.bin/vite"), ["build", "--logLevel", "error"], dir);

  const server: ChildProcess = spawn(
    join(dir, "node_modules/.bin/vite"),
    ["preview", "--host", "127.0.0.1", "--port", "5175", "--strictPort"],
    { cwd: dir, detached: true, stdio: "ignore" },
  );
  await waitFor(CONSUMER_URL);
  return {
    dir,
    requireAll: () =>
      JSON.parse(execFileSync("node", ["require-check.cjs"], { cwd: dir, encoding: "utf8" })),
    stop: () => {
      if (server.pid) process.kill(-server.pid);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
