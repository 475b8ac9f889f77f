import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const embedHostDir = join(repoRoot, "apps/embed-host");
const viteBin = join(embedHostDir, "node_modules/vite/bin/vite.js");

/** The built API, the built embed host pointed at it, and a page of another site using loader.js. */
export interface BuiltStack {
  apiUrl: string;
  embedUrl: string;
  hostPageUrl: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Waits until `url` answers: with any status when `anyStatus` (the server is listening), else a 2xx. */
export async function waitUntilServing(
  url: string,
  child: ChildProcess,
  { anyStatus = false, timeoutMs = 60_000 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (anyStatus || response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  return { child, errors: () => errors };
}

async function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) {
  const { child, errors } = run(command, args, options);
  const code = await new Promise<number | null>((done) => child.on("exit", done));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${code}): ${errors()}`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.on("exit", done));
  child.kill("SIGTERM");
  await exited;
}

/** An ordinary page of another origin that pastes the loader's script tag. */
function hostPage(embedUrl: string, botId: number): string {
  return `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8" /><title>Un site hôte</title></head>
  <body>
    <h1>Un site hôte</h1>
    <p>Une page ordinaire qui ajoute l'assistant par une balise.</p>
    <script src="${embedUrl}/loader.js" data-bot-id="${botId}" async></script>
  </body>
</html>`;
}

/**
 * Starts the built API on a fresh database, builds the embed host for that API into a temporary
 * folder and serves it with `vite preview`, and serves a host page: all on free local ports.
 */
export async function startBuiltStack(botId: number): Promise<BuiltStack> {
  const apiEntry = join(repoRoot, "apps/api/dist/main.js");
  if (!existsSync(apiEntry))
    throw new Error("apps/api/dist/main.js is missing: run `pnpm build` first.");
  const workDir = mkdtempSync(join(tmpdir(), "assistant-timing-"));
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      ),
    );
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const apiUrl = `http://127.0.0.1:${await freePort()}`;
    const embedPort = await freePort();
    const embedUrl = `http://localhost:${embedPort}`;

    // 127.0.0.1 is another origin than the embed host's localhost, as a real host site would be.
    const page = hostPage(embedUrl, botId);
    const host = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
    });
    servers.push(host);
    await new Promise<void>((done) => host.listen(0, "127.0.0.1", done));
    const hostPageUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;

    const api = run(process.execPath, [apiEntry], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: new URL(apiUrl).port,
        DATA_DIR: join(workDir, "data"),
        CORS_ORIGINS: `${embedUrl},${new URL(hostPageUrl).origin}`,
        LOG_LEVEL: "warn",
      },
    });
    children.push(api.child);

    const embedDist = join(workDir, "embed-host");
    const embedEnv = { ...process.env, VITE_API_URL: apiUrl };
    await runToEnd(
      process.execPath,
      [viteBin, "build", "--outDir", embedDist, "--emptyOutDir", "--logLevel", "error"],
      {
        cwd: embedHostDir,
        env: embedEnv,
      },
    );
    const preview = run(
      process.execPath,
      [viteBin, "preview", "--outDir", embedDist, "--port", String(embedPort), "--strictPort"],
      { cwd: embedHostDir, env: embedEnv },
    );
    children.push(preview.child);

    // The API listens while it starts, answering 503 until its health says it is ready.
    await waitUntilServing(`${apiUrl}/api/health/`, api.child).catch((error: Error) => {
      throw new Error(`${error.message}\n${api.errors()}`);
    });
    await waitUntilServing(`${embedUrl}/loader.js`, preview.child);
    return { apiUrl, embedUrl, hostPageUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
