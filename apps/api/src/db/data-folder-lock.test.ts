import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, runApiProcess, startApiProcess } from "../testing/api-process";
import { DataFolderLockedError, lockDataFolder } from "./data-folder-lock";

async function login(url: string, password: string) {
  return fetch(`${url}/api/auth/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  });
}

/** The process the lock file names: the server itself (tsx runs it in a child of its own). */
async function lockHolderPid(dataDir: string): Promise<number> {
  return JSON.parse(await readFile(join(dataDir, "pglite.lock"), "utf8")).pid;
}

/*
 * PGlite takes no lock of its own: two servers on one data folder each run as if alone and the
 * writes of one are lost. The second must refuse to start, and a lock a crash left must not.
 */
describe.skipIf(process.env.API_TEST_DATABASE === "postgres")(
  "two server processes on one data folder",
  () => {
    let dataDir: string;
    const password = "lock-test-password";
    const envFor = async () => ({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: "info",
    });

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), "api-lock-"));
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it("refuses the second server on a locked DATA_DIR, naming the folder and the pid holding it; a lock left by kill -9 is taken over", async () => {
      const first = await startApiProcess(await envFor());
      let firstPid = 0;
      try {
        const second = runApiProcess(await envFor());
        // Ends as soon as it exits or, wrongly, listens.
        const outcome = await Promise.race([
          second.exited.then((code) => ({ exited: code })),
          (async () => {
            while (!second.output().includes('"msg":"API listening"')) {
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
            second.child.kill("SIGTERM");
            await second.exited;
            return { listened: second.output() };
          })(),
        ]);
        expect(outcome).toEqual({ exited: 1 });
        firstPid = await lockHolderPid(dataDir);
        expect(second.output()).toContain(
          `The data folder ${join(dataDir, "pglite")} is locked by process ${firstPid}`,
        );
        expect(second.output()).toContain(`"lockFile":"${join(dataDir, "pglite.lock")}"`);
        // The first one never noticed.
        expect((await login(first.url, password)).status).toBe(200);
      } finally {
        // A crash: the server dies without a chance to remove its lock.
        process.kill(firstPid || (first.child.pid ?? 0), "SIGKILL");
        first.child.kill("SIGKILL");
        await first.exited;
      }
      expect(await lockHolderPid(dataDir)).toBe(firstPid);

      const third = await startApiProcess(await envFor());
      try {
        expect(third.output()).toMatch(
          new RegExp(
            `"msg":"The data folder's lock was left by a process that is gone: taken over".*"previousPid":${firstPid}`,
          ),
        );
        expect(await lockHolderPid(dataDir)).not.toBe(firstPid);
        expect((await login(third.url, password)).status).toBe(200);
      } finally {
        third.child.kill("SIGTERM");
        await third.exited;
      }
      // A server that stops cleanly leaves no lock behind.
      await expect(readFile(join(dataDir, "pglite.lock"))).rejects.toMatchObject({
        code: "ENOENT",
      });
    }, 120_000);
  },
);

describe("the data folder lock", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "api-lock-unit-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const lockOf = (folder: string, holder: object) =>
    writeFile(`${folder}.lock`, JSON.stringify({ since: "2026-01-01T00:00:00.000Z", ...holder }));

  it("is refused while a live process holds it, then free once released", async () => {
    const folder = join(root, "held");
    const lock = await lockDataFolder(folder);
    await expect(lockDataFolder(folder)).rejects.toThrow(/already open in this process/);
    await lock.release();
    const again = await lockDataFolder(folder);
    expect(again.tookOverFrom).toBeNull();
    await again.release();

    const other = join(root, "other-process");
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    try {
      await lockOf(other, { pid: sleeper.pid, host: hostname(), processStart: null });
      const refused = await lockDataFolder(other).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataFolderLockedError);
      expect((refused as DataFolderLockedError).holder.pid).toBe(sleeper.pid);
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("takes over a lock whose process is gone, or whose pid now names another process", async () => {
    const exited = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => exited.once("exit", resolve));
    const dead = join(root, "dead");
    await lockOf(dead, { pid: exited.pid, host: hostname(), processStart: null });
    const fromDead = await lockDataFolder(dead);
    expect(fromDead.tookOverFrom?.pid).toBe(exited.pid);
    await fromDead.release();

    // Where the system tells when a process started (Linux), a reused pid is told apart.
    if (!existsSync("/proc/self/stat")) return;
    const reused = join(root, "reused");
    await lockOf(reused, { pid: process.ppid, host: hostname(), processStart: "1" });
    const fromReused = await lockDataFolder(reused);
    expect(fromReused.tookOverFrom?.pid).toBe(process.ppid);
    await fromReused.release();

    // A container restarted after a crash: the server has the same pid as the one that died.
    const restarted = join(root, "restarted");
    await lockOf(restarted, { pid: process.pid, host: hostname(), processStart: "1" });
    const fromRestarted = await lockDataFolder(restarted);
    expect(fromRestarted.tookOverFrom?.pid).toBe(process.pid);
    await fromRestarted.release();
  });

  it("leaves a lock taken on another machine in place", async () => {
    const folder = join(root, "remote");
    await lockOf(folder, { pid: 1, host: `not-${hostname()}`, processStart: null });
    await expect(lockDataFolder(folder)).rejects.toThrow(
      `is locked by process 1 on not-${hostname()}`,
    );
  });
});
