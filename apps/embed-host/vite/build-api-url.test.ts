// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/*
 * The API a build talks to is named at build time, as the back-office's is (VITE_API_URL): the
 * built /embed page calls it, and the policy printed for the web server lets it.
 */

const run = promisify(execFile);
const APP_ROOT = fileURLToPath(new URL("..", import.meta.url));
const VITE = join(createRequire(import.meta.url).resolve("vite/package.json"), "../bin/vite.js");
const folders: string[] = [];

/**
 * `vite build` into a folder of its own, with `env`: whether the embed page's script names `url`
 * (as a string: in quotes or backticks), and the warnings.
 */
async function buildWith(env: Record<string, string>, url: string) {
  const outDir = await mkdtemp(join(tmpdir(), "embed-build-"));
  folders.push(outDir);
  const { stderr } = await run(
    process.execPath,
    [VITE, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    // The test runner's NODE_ENV would make a development build.
    { cwd: APP_ROOT, env: { ...process.env, NODE_ENV: "production", ...env } },
  );
  const assets = await readdir(join(outDir, "assets"));
  const script = assets.find((name) => /^embed-.*\.js$/.test(name)) ?? "";
  const text = await readFile(join(outDir, "assets", script), "utf8");
  return {
    namesUrl: [`"${url}"`, `\`${url}\``].some((quoted) => text.includes(quoted)),
    warnings: stderr,
  };
}

/** What `pnpm nginx-headers` prints with `env`. */
async function nginxHeadersWith(env: Record<string, string>) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "vite/print-nginx-headers.ts"],
    { cwd: APP_ROOT, env: { ...process.env, ...env } },
  );
  return stdout;
}

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe("the API of a build", () => {
  it("is VITE_API_URL: the page calls it, and the policy printed for nginx allows it", async () => {
    const env = { VITE_API_URL: "https://api.example.org", VITE_API_BASE_URL: "" };
    const built = await buildWith(env, "https://api.example.org");
    expect(built.namesUrl).toBe(true);
    expect(built.warnings).not.toContain("deprecated");
    expect(await nginxHeadersWith(env)).toMatch(
      /^add_header Content-Security-Policy "default-src 'self';[^"]*; connect-src 'self' https:\/\/api\.example\.org;[^"]*" always;\n$/,
    );
  }, 120_000);

  it("is still VITE_API_BASE_URL, its former name, with a warning that it is deprecated", async () => {
    const env = { VITE_API_URL: "", VITE_API_BASE_URL: "https://former.example.org" };
    const built = await buildWith(env, "https://former.example.org");
    expect(built.namesUrl).toBe(true);
    expect(built.warnings).toContain(
      "VITE_API_BASE_URL is deprecated: name the API with VITE_API_URL",
    );
    expect(await nginxHeadersWith(env)).toContain("connect-src 'self' https://former.example.org;");
  }, 120_000);
});
