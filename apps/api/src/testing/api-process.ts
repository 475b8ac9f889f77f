import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { CONFIGURATION_REFUSED } from "../config";

/** The folder the server processes run in (their working directory). */
export const API_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A server process started from src/main.ts, everything it wrote kept. */
export interface ApiProcess {
  child: ChildProcess;
  /** Its standard output and error so far, in the order written. */
  output: () => string;
  exited: Promise<number | null>;
}

export interface RunningApi extends ApiProcess {
  url: string;
}

/** The JSON log lines of a server's output, in order. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The problems a server stopped by its environment listed. */
export function configurationProblems(output: string): string[] {
  const refusal = logLines(output).find((line) => line.msg === CONFIGURATION_REFUSED);
  return (refusal?.problems as string[] | undefined) ?? [];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Runs the server as an operator does, configured by `env` alone. Node runs it itself, with
 * tsx as its loader (not tsx's command, which runs Node as a child): a signal sent to `child`,
 * SIGKILL included, reaches the server.
 */
export function runApiProcess(env: Record<string, string>): ApiProcess {
  return runApiScript("src/main.ts", [], env);
}

/** Runs one of the server's commands (`script`, from src/) as runApiProcess runs the server. */
export function runApiScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): ApiProcess {
  const child = spawn(
    process.execPath,
    ["--conditions=@org/source", "--import", "tsx", script, ...args],
    {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/** Runs the server and waits until it listens (a minute at most). */
export async function startApiProcess(env: Record<string, string>): Promise<RunningApi> {
  const running = runApiProcess(env);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const listening = /"msg":"API listening","url":"([^"]+)"/.exec(running.output());
    if (listening?.[1]) return { ...running, url: listening[1] };
    if (running.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running.child.kill("SIGKILL");
  throw new Error(`The server did not start:\n${running.output()}`);
}

/** Stops the servers still running (SIGTERM) and waits for each to exit. */
export async function stopApiProcesses(processes: readonly ApiProcess[]): Promise<void> {
  for (const api of processes) {
    if (api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill("SIGTERM");
      await api.exited;
    }
  }
}

/** The password of the admin the first of `startApiInstances` seeds. */
const INSTANCES_ADMIN_PASSWORD = "admin-password-1";

/**
 * `count` server processes on one PostgreSQL database, as instances behind a load balancer,
 * started one after the other (the first migrates and seeds, the others find it done), with
 * `env` added to each; answers them with a token of the seeded admin.
 */
export async function startApiInstances(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<{ instances: RunningApi[]; token: string }> {
  const instances: RunningApi[] = [];
  try {
    for (let started = 0; started < count; started += 1) {
      instances.push(
        await startApiProcess({
          DATABASE_URL: databaseUrl,
          PORT: String(await freePort()),
          HOST: "127.0.0.1",
          ADMIN_PASSWORD: INSTANCES_ADMIN_PASSWORD,
          LOG_LEVEL: "info",
          ...env,
        }),
      );
    }
    const login = await callApi<{ token: string }>(
      instances[0] as RunningApi,
      "POST",
      "/api/auth/login/",
      { username: "admin", password: INSTANCES_ADMIN_PASSWORD },
    );
    return { instances, token: login.token };
  } catch (error) {
    await stopApiProcesses(instances);
    throw error;
  }
}

/** A JSON call to a server process, signed in with `token` if given; throws unless it is 2xx. */
export async function callApi<Body>(
  api: RunningApi,
  method: string,
  path: string,
  json?: unknown,
  token?: string,
): Promise<Body> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as Body;
}

/** A bot without knowledge (it knows nothing: every question is a miss) in the seeded account. */
export async function createBareBot(api: RunningApi, token: string, name: string): Promise<number> {
  const accounts = await callApi<{ results: { id: number }[] }>(
    api,
    "GET",
    "/api/accounts/",
    undefined,
    token,
  );
  const bot = await callApi<{ id: number }>(
    api,
    "POST",
    "/api/bots/",
    { account: accounts.results[0]?.id, name },
    token,
  );
  return bot.id;
}
