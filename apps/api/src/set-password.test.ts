import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, runApiScript, startApiProcess, stopApiProcesses } from "./testing/api-process";

/*
 * An administrator locked out by guesses, with no mail configured, gets back in from the server's
 * machine with `set-password`, run with the server's own environment.
 */

const login = (url: string, password: string) =>
  fetch(`${url}/api/auth/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  });

describe.skipIf(process.env.API_TEST_DATABASE === "postgres")("set-password", () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "api-set-password-"));
    env = { PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dataDir };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const setPassword = async (...args: string[]) => {
    const run = runApiScript("src/set-password.ts", args, env);
    return { status: await run.exited, output: run.output() };
  };

  it("gives a locked-out administrator a new password, signing out their sessions", async () => {
    const first = await startApiProcess(env);
    const printed = /password: (\S+)/.exec(first.output())?.[1] as string;
    const signedIn = await login(first.url, printed);
    const { token } = (await signedIn.json()) as { token: string };
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await login(first.url, `wrong-guess-${guess}`)).status).toBe(400);
    }
    expect((await login(first.url, printed)).status).toBe(429);

    // The embedded database is the running server's alone.
    const whileRunning = await setPassword("admin");
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.output).toMatch(/locked by process \d+.*stop the server first/);
    await stopApiProcesses([first]);

    expect(await setPassword()).toEqual({ status: 2, output: "Usage: set-password <username>\n" });
    const unknown = await setPassword("nobody");
    expect(unknown).toEqual({ status: 1, output: 'No user is named "nobody".\n' });

    const recovered = await setPassword("ADMIN");
    expect(recovered.status).toBe(0);
    const password = /^New password for admin: (\S+)$/m.exec(recovered.output)?.[1] as string;
    expect(password).toBeDefined();
    expect(password).not.toBe(printed);

    const second = await startApiProcess(env);
    try {
      expect((await login(second.url, password)).status).toBe(200);
      expect((await login(second.url, printed)).status).toBe(400);
      const me = await fetch(`${second.url}/api/auth/me/`, {
        headers: { Authorization: `Token ${token}` },
      });
      expect(me.status).toBe(401);
    } finally {
      await stopApiProcesses([second]);
    }
  }, 120_000);

  it("says so when the database is not the server's", async () => {
    const empty = await mkdtemp(join(tmpdir(), "api-set-password-empty-"));
    try {
      const run = runApiScript("src/set-password.ts", ["admin"], { ...env, DATA_DIR: empty });
      expect(await run.exited).toBe(1);
      expect(run.output()).toBe(
        "This database holds no users yet: is it the server's (DATABASE_URL, DATA_DIR)?\n",
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
