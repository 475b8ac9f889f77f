import { randomBytes } from "node:crypto";
import { access } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { migrate } from "../db/migrate";
import { openPgliteDb } from "../db/pglite";
import { openPostgresDb } from "../db/postgres";
import type { Db } from "../db/types";
import { readPgliteSnapshot } from "./pglite-snapshot";

export interface TestDatabase {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: PGlite (in memory, or in `dataDir`), or — in
 * the `postgres` test project — a database of its own on the TEST_DATABASE_URL server, dropped
 * afterwards, so that test files running side by side never meet.
 */
export async function openTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  if (process.env.API_TEST_DATABASE !== "postgres") {
    // A data folder that already holds a database (a restart) is opened as it is.
    const restart = options.dataDir !== undefined && (await holdsDatabase(options.dataDir));
    const db = await openPgliteDb(
      options.dataDir,
      restart ? undefined : await readPgliteSnapshot(),
    );
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const database = await createServerDatabase();
  const db = openPostgresDb(database.url, { poolSize: 5 });
  await migrate(db);
  return {
    db,
    dispose: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * An empty database of its own on the TEST_DATABASE_URL server (the `postgres` test project),
 * e.g. for servers started as processes: they migrate it themselves.
 */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The postgres test project needs TEST_DATABASE_URL");
  const name = `api_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function holdsDatabase(dataDir: string): Promise<boolean> {
  try {
    await access(join(dataDir, "PG_VERSION"));
    return true;
  } catch {
    return false;
  }
}
