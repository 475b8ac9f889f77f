import { readdir, readFile } from "node:fs/promises";
import { KNOWLEDGE_MIGRATIONS, type Migration } from "@org/knowledge";
import type { Db } from "./types";

/** Migrations live beside this module in source, and beside main.js once built. */
const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url);
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant shared by every instance: it serialises migrations across servers. */
const MIGRATION_LOCK = 724_310_001;

export type { Migration };

/** The server's migrations and the knowledge engine's, in one history ordered by name. */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name));
  const own = await Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(new URL(name, dir), "utf8") })),
  );
  return [...own, ...KNOWLEDGE_MIGRATIONS].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Applies, in name order, every migration not yet recorded in `schema_migrations`, each in its
 * own transaction. Several servers starting at once take turns on an advisory lock.
 * Answers the names applied now.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  const applied: string[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await tx.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           name text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE name = $1", [
        migration.name,
      ]);
      if (done.rows.length > 0) return false;
      await tx.query(migration.sql);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
