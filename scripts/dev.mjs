#!/usr/bin/env node
// `pnpm dev`: the API, the back-office and the embed host, each running its own `dev` script on
// the sources of the workspace packages (the `@org/source` export condition), so that nothing waits
// for a package build. What the servers say while they start is held back (shown only if one fails
// or is slow), warnings and errors excepted, and the start-up ends with one block: the three
// addresses and how to sign in. Afterwards every line a server writes is shown, prefixed by its
// name: warnings and errors by default (the API's LOG_LEVEL chooses its own).
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = process.env;
/** After this long, what a server that is still starting has said is shown (it is still waited for). */
const SLOW_START_MS = 90_000;
/** How long the servers get to stop cleanly on Ctrl+C before they are killed. */
const STOP_GRACE_MS = 10_000;
/** Lines kept per server, to explain a failure. */
const KEPT_LINES = 200;

const servers = {
  api: { name: "API", variable: "PORT", defaultPort: 8000 },
  admin: { name: "back-office", variable: "ADMIN_PORT", defaultPort: 5173 },
  embed: { name: "embed host", variable: "EMBED_PORT", defaultPort: 5174 },
};

const problems = [];
const ports = {};
for (const [key, { variable, defaultPort }] of Object.entries(servers)) {
  const raw = env[variable]?.trim();
  ports[key] = raw ? Number(raw) : defaultPort;
  if (raw && (!/^\d+$/.test(raw) || ports[key] < 1 || ports[key] > 65535)) {
    problems.push(`${variable}: must be a whole number from 1 to 65535 (got "${raw}")`);
  }
  const twin = Object.keys(ports).find((other) => other !== key && ports[other] === ports[key]);
  if (twin) problems.push(`${variable}: ${ports[key]} is also ${servers[twin].variable}`);
}
if (problems.length > 0) {
  console.error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}

const urls = {
  api: `http://localhost:${ports.api}`,
  admin: `http://localhost:${ports.admin}`,
  embed: `http://localhost:${ports.embed}`,
};
const moved = (key) => ports[key] !== servers[key].defaultPort;

const taken = [];
for (const key of Object.keys(servers)) if (await answers(ports[key])) taken.push(key);
if (taken.length > 0) {
  for (const key of taken) {
    const { name, variable } = servers[key];
    console.error(
      `Port ${ports[key]} (${name}) is in use: stop what runs there (another \`pnpm dev\`?) ` +
        `or choose another port, e.g. ${variable}=${ports[key] + 10} pnpm dev`,
    );
  }
  process.exit(1);
}

const pnpm =
  env.npm_execpath && /\.c?js$/.test(env.npm_execpath)
    ? [process.execPath, env.npm_execpath]
    : ["pnpm"];
const LABEL_WIDTH = 5;
const children = new Set();
let started = false;
let stopping = false;

process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
process.on("SIGHUP", () => void stop(0));

// The API prints the administrator's credentials once, on its first start, on stdout: they are
// read from there into the block below rather than shown twice.
const api = start("api", "the API", "apps/api", ["dev"], {
  PORT: String(ports.api),
  // The back-office and the embed host call the API from wherever they run.
  CORS_ORIGINS: env.CORS_ORIGINS || `${urls.admin},${urls.embed}`,
  // The links in mails lead to the back-office.
  ADMIN_URL: env.ADMIN_URL || urls.admin,
  // A line per request would push the addresses and the password off the screen.
  LOG_LEVEL: env.LOG_LEVEL || "warn",
});
const embed = start("embed", "the embed host", "apps/embed-host", ["dev", "--logLevel", "warn"], {
  EMBED_PORT: String(ports.embed),
  // Set only when the API moved, so that an .env file of the app still counts otherwise.
  ...(moved("api") && !env.VITE_API_URL && !env.VITE_API_BASE_URL
    ? { VITE_API_URL: urls.api }
    : {}),
});

// @org/ui's stylesheet is the one file the back-office takes built: Tailwind makes it in about a
// second, then a watcher keeps it up to date while the back-office runs.
const css = start("ui", "@org/ui's stylesheet", "packages/ui", ["build:css"], {}, { quiet: true });
const cssExit = await css.exited;
if (stopping) await new Promise(() => {});
if (cssExit !== 0) {
  failed(css, `@org/ui's stylesheet could not be built (exit code ${cssExit})`);
  await stop(1);
}
const admin = start("admin", "the back-office", "apps/admin", ["dev", "--logLevel", "warn"], {
  ADMIN_PORT: String(ports.admin),
  ...(moved("api") && !env.VITE_API_URL ? { VITE_API_URL: urls.api } : {}),
  ...(moved("embed") && !env.VITE_EMBED_URL ? { VITE_EMBED_URL: urls.embed } : {}),
});
const cssWatcher = start("ui", "the stylesheet watcher of @org/ui", "packages/ui", ["dev:css"]);

for (const running of [api, embed, admin, cssWatcher]) {
  void running.exited.then(async (code) => {
    if (stopping) return;
    const what = running.name[0].toUpperCase() + running.name.slice(1);
    if (started) console.error(`\n${what} stopped (exit code ${code}): stopping the others.`);
    else failed(running, `${what} could not start (exit code ${code})`);
    await stop(code || 1);
  });
}

const checks = new Map([
  [api, () => isOk(`http://${apiHost()}:${ports.api}/api/health/`)],
  [admin, () => isOk(`${urls.admin}/`)],
  [embed, () => isOk(`${urls.embed}/`)],
]);
const waitingSince = Date.now();
let slowReported = false;
while (checks.size > 0) {
  for (const [running, check] of checks) if (await check()) checks.delete(running);
  if (stopping) await new Promise(() => {});
  if (checks.size === 0) break;
  if (!slowReported && Date.now() - waitingSince > SLOW_START_MS) {
    slowReported = true;
    for (const running of checks.keys()) {
      console.warn(`\nStill waiting for ${running.name}, which said so far:`);
      for (const line of running.kept) if (line.trim()) console.warn(`  ${line}`);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

started = true;
process.stdout.write(startupBlock(api.kept.join("\n")));

function startupBlock(apiOutput) {
  const created = /Admin account created[\s\S]*?username:\s*(\S+)[\s\S]*?password:\s*(\S+)/.exec(
    apiOutput,
  );
  // What the API wrote for a person rather than as a log line (one JSON object a line).
  const said = apiOutput.split("\n").filter((line) => line.trim() && !line.startsWith("{"));
  const lines = [
    "Assistant IA is running. Ctrl+C stops it.",
    "",
    `  Back-office   ${urls.admin}`,
    `  API           ${urls.api}`,
    `  Embed host    ${urls.embed}   (a demo page with the chat widget)`,
    "",
    `  Username      ${created?.[1] ?? (env.ADMIN_USERNAME?.trim() || "admin")}`,
  ];
  if (created) {
    lines.push(
      `  Password      ${created[2]}`,
      "                shown this once only (first start): change it after signing in",
    );
  } else if (said.some((line) => /password/i.test(line))) {
    // The API worded its first-start message otherwise: shown as it is, never swallowed.
    lines.push("", ...said.map((line) => `  ${line}`));
  } else {
    lines.push(
      "  Password      the one printed at the first start (or ADMIN_PASSWORD, if it was set then)",
    );
    if (!env.DATABASE_URL) {
      // DATA_DIR is read by the API from its own folder.
      const dataDir = relative(
        process.cwd(),
        resolve(root, "apps/api", env.DATA_DIR?.trim() || ".data"),
      );
      lines.push(
        `                lost? stop, delete ${dataDir}/ and start again (the local data goes too)`,
      );
    }
  }
  return `${lines.join("\n")}\n\n`;
}

/**
 * Runs a script of a workspace folder in a process group of its own (stopped as a whole). Until
 * the block is printed, only what it writes to stderr is shown, and nothing at all when `quiet`.
 */
function start(label, name, dir, args, extraEnv = {}, { quiet = false } = {}) {
  const child = spawn(pnpm[0], [...pnpm.slice(1), "--silent", "run", ...args], {
    cwd: `${root}${dir}`,
    env: { ...env, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  const running = { name, kept: [], exited: undefined };
  for (const stream of ["stdout", "stderr"]) {
    let partial = "";
    child[stream].setEncoding("utf8");
    child[stream].on("data", (chunk) => {
      const lines = (partial + chunk).split(/\r?\n/);
      partial = lines.pop() ?? "";
      for (const line of lines) {
        running.kept.push(line);
        if (running.kept.length > KEPT_LINES) running.kept.shift();
        const shown = started || (stream === "stderr" && !quiet);
        if (shown && line.trim() !== "")
          process.stdout.write(`${label.padEnd(LABEL_WIDTH)} │ ${line}\n`);
      }
    });
  }
  running.exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  return running;
}

function failed(running, message) {
  console.error(`\n${message}. What it said:\n`);
  for (const line of running.kept) if (line.trim()) console.error(`  ${line}`);
  console.error("");
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  signalAll("SIGINT");
  const force = setTimeout(() => signalAll("SIGKILL"), STOP_GRACE_MS);
  while (children.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  clearTimeout(force);
  process.exit(code);
}

function signalAll(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

function apiHost() {
  const host = env.HOST?.trim();
  if (!host || host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

async function isOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** True when something already accepts connections on the port, on either loopback address. */
function answers(port) {
  const probe = (host) =>
    new Promise((resolve) => {
      const socket = connect({ port, host });
      const done = (result) => {
        socket.destroy();
        resolve(result);
      };
      socket.setTimeout(500);
      socket.once("connect", () => done(true));
      socket.once("timeout", () => done(false));
      socket.once("error", () => done(false));
    });
  return Promise.all([probe("127.0.0.1"), probe("::1")]).then((found) => found.some(Boolean));
}
