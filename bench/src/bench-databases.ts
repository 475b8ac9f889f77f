import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDb } from "./api-database";

/** A fresh database that the servers under test open through their environment. */
export interface BenchDatabase {
  name: "PGlite" | "PostgreSQL";
  /** DATA_DIR or DATABASE_URL, as the API reads them. */
  env: Record<string, string>;
  /** Opens it the way the API does; only one process at a time may open a PGlite folder. */
  open(): Promise<Db>;
  /**
   * Where the INSERT floor writes while the API runs beside it: the same PostgreSQL database;
   * for PGlite, which one process opens at a time, a sibling folder with the same settings.
   */
  floorEnv: Record<string, string>;
  openFloor(): Promise<Db>;
  /** Deletes it. */
  dispose(): Promise<void>;
}

/** Embedded PGlite in a temporary data folder, the API's default when no DATABASE_URL is set. */
export async function pgliteBenchDatabase(): Promise<BenchDatabase> {
  const root = await mkdtemp(join(tmpdir(), "assistant-server-bench-"));
  const dataDir = join(root, "api");
  const floorDataDir = join(root, "insert-floor");
  return {
    name: "PGlite",
    env: { DATA_DIR: dataDir },
    open: () => openDb({ databaseUrl: undefined, dataDir }),
    floorEnv: { DATA_DIR: floorDataDir },
    openFloor: () => openDb({ databaseUrl: undefined, dataDir: floorDataDir }),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

/** A database of its own on the PostgreSQL server at `serverUrl`, dropped by `dispose`. */
export async function postgresBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `server_bench_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: databaseUrl },
    open: () => openDb({ databaseUrl, dataDir: "" }),
    floorEnv: { DATABASE_URL: databaseUrl },
    openFloor: () => openDb({ databaseUrl, dataDir: "" }),
    dispose: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const server = await openDb({ databaseUrl: serverUrl, dataDir: "" });
  try {
    await server.query(sql);
  } finally {
    await server.close();
  }
}
