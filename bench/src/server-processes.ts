import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, stopProcess, waitUntilServing } from "./built-stack";

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const API_ENTRY = join(benchDir, "../apps/api/src/main.ts");
const FLOOR_ENTRY = join(benchDir, "src/floor-server.ts");

/** The table the INSERT floor writes to, one row per request. */
export const INSERT_FLOOR_TABLE = "insert_floor_messages";

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

export interface ProcessOptions {
  /** DATA_DIR or DATABASE_URL. */
  env?: Record<string, string>;
  /** Writes a V8 CPU profile of the server there when it stops. */
  cpuProfileDir?: string;
}

/**
 * The API server as it starts in production (src/main.ts, from its TypeScript sources), behind a
 * trusted proxy: each visitor's address comes from X-Forwarded-For, so the load generator can
 * be many visitors, each within the per-address limits the server keeps.
 */
export function startApiProcess(options: ProcessOptions): Promise<ServerProcess> {
  // Ready once its health answers 200: while it starts it already listens, answering 503.
  return startProcess(API_ENTRY, { path: "/api/health/", anyStatus: false }, options, {
    TRUST_PROXY: "true",
    ADMIN_PASSWORD: "server-bench-admin",
  });
}

/** A floor: `hello` (bare node:http) or `insert` (one INSERT per request on the database). */
export function startFloorProcess(
  floor: "hello" | "insert",
  options: ProcessOptions,
): Promise<ServerProcess> {
  return startProcess(FLOOR_ENTRY, { path: "/", anyStatus: true }, options, { FLOOR: floor });
}

async function startProcess(
  entry: string,
  ready: { path: string; anyStatus: boolean },
  { env = {}, cpuProfileDir }: ProcessOptions,
  ownEnv: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const profile = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, "--conditions=@org/source", "--import", "tsx", entry],
    {
      cwd: benchDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: "127.0.0.1",
        ...env,
        ...ownEnv,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  try {
    await waitUntilServing(`${url}${ready.path}`, child, { anyStatus: ready.anyStatus });
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return { url, stop: () => stopProcess(child) };
}
