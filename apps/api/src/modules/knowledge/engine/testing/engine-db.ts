import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { vector } from "@electric-sql/pglite-pgvector";
import { migrate } from "../../../../db/migrate";
import type { Db } from "../../../../db/types";

/**
 * A migrated database for the engine's tests: PGlite with the unaccent and pgvector extensions,
 * or, in the "postgres" test project, a fresh database on the TEST_DATABASE_URL server (dropped
 * on close).
 */
export async function openEngineTestDb(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const db =
    process.env.API_TEST_DATABASE === "postgres" && serverUrl
      ? await freshPostgresDb(serverUrl)
      : pgliteDb(await PGlite.create({ extensions: { unaccent, vector } }));
  await migrate(db);
  return db;
}

/** Adds an account and a knowledge base; answers the knowledge base id. */
export async function createKnowledgeBase(
  db: Db,
  { isActive = true, type = "text" }: { isActive?: boolean; type?: string } = {},
): Promise<number> {
  const account = await db.query<{ id: number }>(
    "INSERT INTO accounts (name) VALUES ('Mairie') RETURNING id",
  );
  const base = await db.query<{ id: number }>(
    `INSERT INTO knowledge_bases (account_id, type, name, is_active)
     VALUES ($1, $2, 'Base', $3) RETURNING id`,
    [account.rows[0]?.id, type, isActive],
  );
  return Number(base.rows[0]?.id);
}

async function freshPostgresDb(serverUrl: string): Promise<Db> {
  // Loaded only here: the pg driver is needed by the "postgres" test project alone.
  const { openPostgresDb } = await import("../../../../db/postgres");
  const name = `engine_test_${randomBytes(6).toString("hex")}`;
  const server = openPostgresDb(serverUrl, 1);
  await server.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgresDb(url.href, 2);
  return {
    ...db,
    close: async () => {
      await db.close();
      await server.query(`DROP DATABASE IF EXISTS ${name}`);
      await server.close();
    },
  };
}

function pgliteDb(pglite: PGlite): Db {
  type Target = Pick<PGlite, "query" | "exec">;
  const run = async <Row>(target: Target, sql: string, params?: readonly unknown[]) => {
    if (!params || params.length === 0) {
      const last = (await target.exec(sql)).at(-1);
      return { rows: (last?.rows ?? []) as Row[], affectedRows: last?.affectedRows ?? 0 };
    }
    const result = await target.query<Row>(sql, params as unknown[]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  };
  const over = (target: Target): Db => ({
    kind: "pglite",
    query: (sql, params) => run(target, sql, params),
    queryPrepared: (_name, sql, params) => run(target, sql, params),
    transaction: (work) => pglite.transaction((tx) => work(over(tx))),
    close: () => pglite.close(),
  });
  return over(pglite);
}
