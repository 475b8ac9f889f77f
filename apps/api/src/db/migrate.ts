import { readdir, readFile } from "node:fs/promises";
import { KNOWLEDGE_MIGRATIONS, type Migration } from "@org/knowledge";
import type { Db } from "./types";

/** Migrations live beside this module in source, and beside main.js once built. */
const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url);
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant shared by every instance (older builds took it too): it serialises migrations. */
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

/** What a start found and did. */
export interface MigrationRun {
  /** The migrations applied now, in order. */
  applied: string[];
  /**
   * Migrations the database has and this build does not know: a newer build migrated it. This
   * build still works on it (a rolling upgrade runs both for a while), unaware of what they hold.
   */
  unknown: string[];
}

/**
 * Applies, in name order, every migration not yet recorded in `schema_migrations`, each in its
 * own transaction. Servers starting at once take turns on an advisory lock held for the whole
 * run: one applies them all, the next finds them done.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<MigrationRun> {
  const known = migrations ?? (await loadMigrations());
  return db.exclusively(MIGRATION_LOCK, async (session) => {
    await session.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const recorded = await session.query<{ name: string }>(
      "SELECT name FROM schema_migrations ORDER BY name",
    );
    const done = new Set(recorded.rows.map((row) => row.name));
    const applied: string[] = [];
    for (const migration of known) {
      if (done.has(migration.name)) continue;
      await session.transaction(async (tx) => {
        await tx.query(migration.sql);
        await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [migration.name]);
      });
      applied.push(migration.name);
    }
    const knownNames = new Set(known.map((migration) => migration.name));
    return { applied, unknown: [...done].filter((name) => !knownNames.has(name)) };
  });
}
