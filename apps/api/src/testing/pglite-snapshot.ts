import { createHash } from "node:crypto";
import { access, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadMigrations, migrate } from "../db/migrate";
import { createPglite, wrapPglite } from "../db/pglite";

/*
 * Booting PGlite from scratch runs initdb, which takes seconds; a dump of a freshly migrated
 * database boots in about one. The dump is made once per set of migrations and reused.
 */

async function snapshotPath(): Promise<string> {
  const hash = createHash("sha256");
  const pglite = JSON.parse(
    await readFile(
      new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url),
      "utf8",
    ),
  ) as { version: string };
  // The extensions createPglite loads shape what the migrations create.
  hash.update(pglite.version).update("unaccent,vector");
  for (const migration of await loadMigrations()) hash.update(migration.name).update(migration.sql);
  return join(tmpdir(), `assistant-ia-api-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** Makes the dump of a migrated, empty database unless it exists. */
export async function ensurePgliteSnapshot(): Promise<void> {
  const path = await snapshotPath();
  if (await exists(path)) return;
  const pglite = await createPglite();
  await migrate(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  // Written aside then renamed, so that a reader never sees half a file.
  const partial = `${path}.${process.pid}.tmp`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, path);
}

/** The dump, when one was made for the current migrations. */
export async function readPgliteSnapshot(): Promise<Blob | undefined> {
  const path = await snapshotPath();
  if (!(await exists(path))) return undefined;
  return new Blob([await readFile(path)]);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
