import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";

/*
 * PGlite is PostgreSQL in one process: it takes no lock on its data folder, and two processes on
 * the same folder each run as if alone, so the writes of one are lost. The folder is therefore
 * locked by a file beside it, `<folder>.lock`, naming the process that holds it. A process that
 * died without removing it (kill -9, a crash, a power cut) leaves it behind: a lock whose process
 * is gone is stale and the next start takes it over.
 */

/** Who holds a data folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When it took the lock (ISO 8601). */
  since: string;
  /**
   * When its process started, as the system counts it (Linux: clock ticks since boot), to tell
   * it from a later process that was given the same pid.
   */
  processStart: string | null;
}

export interface DataFolderLock {
  lockFile: string;
  /** The stale lock this one replaced, if any: its process had died without removing it. */
  tookOverFrom: LockHolder | null;
  /** Removes the lock file, unless it no longer names this process. */
  release(): Promise<void>;
}

export class DataFolderLockedError extends Error {
  override readonly name = "DataFolderLockedError";
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host === hostname() ? "" : ` on ${holder.host}`;
    super(
      `The data folder ${folder} is locked by process ${holder.pid}${where} (since ${holder.since}): ` +
        "another server uses this database, and a second one would lose its writes. Stop that " +
        `process, or give this server another DATA_DIR. The lock is the file ${lockFile}; delete ` +
        "it by hand only if no such process runs.",
    );
  }
}

/** How long a takeover may take before another process considers it crashed. */
const TAKEOVER_TIMEOUT_MS = 5_000;
const ATTEMPTS = 20;

/** Folders this process holds: opening one twice is as wrong as two processes doing it. */
const heldHere = new Set<string>();

/** Locks `folder` for this process; throws DataFolderLockedError while a live process holds it. */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  const lockFile = `${folder.replace(/\/+$/, "")}.lock`;
  if (heldHere.has(lockFile)) {
    throw new Error(`The data folder ${folder} is already open in this process`);
  }
  const mine = serialize({
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    processStart: processStart(process.pid),
  });
  let tookOverFrom: LockHolder | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (await createExclusively(lockFile, mine)) return held(lockFile, mine, tookOverFrom);
    const current = await readIfExists(lockFile);
    if (current === undefined) continue;
    const holder = parse(current);
    if (holder && isAlive(holder)) throw new DataFolderLockedError(folder, lockFile, holder);
    if (await takeOver(lockFile, current, mine)) {
      tookOverFrom = holder ?? { pid: 0, host: "unknown", since: "unknown", processStart: null };
      return held(lockFile, mine, tookOverFrom);
    }
    // Another process is taking the stale lock over: look again once it is done.
    await new Promise((resolve) => setTimeout(resolve, 50 + 50 * attempt));
  }
  throw new Error(`The data folder ${folder} could not be locked: ${lockFile} keeps changing`);
}

function held(lockFile: string, mine: string, tookOverFrom: LockHolder | null): DataFolderLock {
  heldHere.add(lockFile);
  let released = false;
  return {
    lockFile,
    tookOverFrom,
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(lockFile);
      if ((await readIfExists(lockFile)) === mine) await unlink(lockFile).catch(ignoreMissing);
    },
  };
}

/**
 * Creates `file` holding `content` unless it exists, in one step: written aside, then linked in
 * place, so that no other process ever reads it empty or half written.
 */
async function createExclusively(file: string, content: string): Promise<boolean> {
  const aside = await writeAside(file, content);
  try {
    await link(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(aside).catch(ignoreMissing);
  }
}

/**
 * Replaces the stale lock `stale` with `mine`, one process at a time (a second file serves as the
 * takeover's own lock): false when another process is doing it, or did it first.
 */
async function takeOver(lockFile: string, stale: string, mine: string): Promise<boolean> {
  const mutex = `${lockFile}.takeover`;
  if (!(await createExclusively(mutex, String(process.pid)))) {
    // A process that crashed in the middle of a takeover leaves this file behind.
    const since = await stat(mutex).then(
      (found) => found.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - since > TAKEOVER_TIMEOUT_MS) await unlink(mutex).catch(ignoreMissing);
    return false;
  }
  try {
    if ((await readIfExists(lockFile)) !== stale) return false;
    await rename(await writeAside(lockFile, mine), lockFile);
    return true;
  } finally {
    await unlink(mutex).catch(ignoreMissing);
  }
}

async function writeAside(file: string, content: string): Promise<string> {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(aside, content, { flag: "wx" });
  return aside;
}

/** A holder is alive when its process runs, and is the one that took the lock. */
function isAlive(holder: LockHolder): boolean {
  // Another machine's processes cannot be seen from here: its lock stands.
  if (holder.host !== hostname()) return true;
  // This module instance holds no such lock (checked above): another thread of this process
  // does, or an earlier process had the same pid, as in a container restarted after a crash,
  // where the server is always pid 1.
  if (holder.pid === process.pid) {
    return holder.processStart !== null && holder.processStart === processStart(process.pid);
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = processStart(holder.pid);
  return holder.processStart === null || started === null || started === holder.processStart;
}

/** When process `pid` started (Linux), or null where the system does not tell. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold any character.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function serialize(holder: LockHolder): string {
  return `${JSON.stringify(holder)}\n`;
}

/** The holder a lock file names; null when it names none (written by hand, or damaged). */
function parse(content: string): LockHolder | null {
  try {
    const value = JSON.parse(content) as Partial<LockHolder>;
    if (!Number.isSafeInteger(value.pid) || typeof value.host !== "string") return null;
    return {
      pid: value.pid as number,
      host: value.host,
      since: typeof value.since === "string" ? value.since : "unknown",
      processStart: typeof value.processStart === "string" ? value.processStart : null,
    };
  } catch {
    return null;
  }
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
}
