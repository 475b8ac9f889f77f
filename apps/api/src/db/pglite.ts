import { mkdir } from "node:fs/promises";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { vector } from "@electric-sql/pglite-pgvector";
import { type LockHolder, lockDataFolder } from "./data-folder-lock";
import type { Db } from "./types";

type Queryable = Pick<PGlite, "query" | "exec"> | Transaction;

/**
 * Embedded PostgreSQL (PGlite). `dataDir` persists it on disk; without one it lives in memory.
 * `initialData` (a dump of another PGlite's data folder) starts it from that state.
 * One connection: PGlite runs a transaction alone, other queries wait for it to end.
 * A data folder is locked for as long as it is open (see data-folder-lock.ts): opening one that
 * a live process holds throws DataFolderLockedError; `onStaleLock` hears of a lock taken over
 * from a process that died without releasing it.
 */
export async function openPgliteDb(
  dataDir?: string,
  initialData?: Blob,
  onStaleLock?: (holder: LockHolder) => void,
): Promise<Db> {
  if (!dataDir) return wrapPglite(await createPglite(undefined, initialData));
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataFolder(dataDir);
  if (lock.tookOverFrom) onStaleLock?.(lock.tookOverFrom);
  let db: Db;
  try {
    db = wrapPglite(await createPglite(dataDir, initialData));
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    ...db,
    close: async () => {
      try {
        await db.close();
      } finally {
        await lock.release();
      }
    },
  };
}

/**
 * A PGlite with the extensions the knowledge index uses: accent folding and pgvector. Each new
 * 16 MB segment of its write-ahead log is not zero-filled first: in its in-memory files that took
 * 60 to 150 ms of the server's thread, every 16 MB written (an ingestion's chunks).
 */
export async function createPglite(dataDir?: string, initialData?: Blob): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: initialData,
    extensions: { unaccent, vector },
    serializers: { [types.BYTEA]: byteaToHex },
    parsers: { [types.BYTEA]: byteaFromHex },
  });
  try {
    await pglite.exec("SET wal_init_zero = off");
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return pglite;
}

/**
 * Bytes (an uploaded document) to and from PostgreSQL's hex form with Node's own codec: PGlite's
 * goes byte by byte in JavaScript, and held the server's thread a second for 2 MB.
 */
function byteaToHex(value: unknown): string {
  const bytes = value as Uint8Array;
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`;
}

function byteaFromHex(text: string): Uint8Array {
  const bytes = Buffer.from(text.slice(2), "hex");
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** The query layer over a PGlite instance. */
export function wrapPglite(pglite: PGlite): Db {
  const prepared = new Map<string, Promise<unknown>>();
  // One process holds a PGlite database (see data-folder-lock.ts): no other server to wait for.
  const db: Db = {
    kind: "pglite",
    query: (sql, params) => runQuery(pglite, sql, params),
    queryPrepared: (name, sql, params) => runPrepared(pglite, prepared, name, sql, params),
    transaction: (work) => pglite.transaction((tx) => work(transactionDb(tx, 0))),
    exclusively: (_key, work) => work(db),
    close: () => pglite.close(),
  };
  return db;
}

function transactionDb(tx: Transaction, depth: number): Db {
  const db: Db = {
    kind: "pglite",
    query: (sql, params) => runQuery(tx, sql, params),
    queryPrepared: (_name, sql, params) => runQuery(tx, sql, params),
    transaction: (work) => withSavepoint(tx, depth, work),
    exclusively: (_key, work) => work(db),
    close: () => Promise.reject(new Error("A transaction cannot close the database")),
  };
  return db;
}

async function withSavepoint<T>(tx: Transaction, depth: number, work: (db: Db) => Promise<T>) {
  const name = `nested_${depth + 1}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await work(transactionDb(tx, depth + 1));
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/**
 * PGlite runs a statement in the server's thread and answers at once: a turn of the event loop
 * after each one, so that a transaction of many statements (an ingestion's) holds it for one
 * statement at a time, not from its first to its last.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Without parameters a text may hold several statements (migrations); the last one answers. */
async function runQuery<Row>(target: Queryable, sql: string, params?: readonly unknown[]) {
  if (params === undefined || params.length === 0) {
    const results = await target.exec(sql);
    await nextTurn();
    const last = results.at(-1);
    return { rows: (last?.rows ?? []) as Row[], affectedRows: last?.affectedRows ?? 0 };
  }
  const result = await target.query<Row>(sql, params as unknown[]);
  await nextTurn();
  return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
}

const STATEMENT_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * PGlite plans every statement it is sent with parameters, which takes longer than running the
 * statements of a busy request. A statement is prepared once (`PREPARE`), then run with its
 * parameters as quoted literals (`EXECUTE`). A text holding a NUL character, which no literal can
 * carry, goes through `query`, which refuses it as it always does.
 */
async function runPrepared<Row>(
  pglite: PGlite,
  prepared: Map<string, Promise<unknown>>,
  name: string,
  sql: string,
  params: readonly unknown[],
) {
  if (!STATEMENT_NAME.test(name)) throw new Error(`Not a statement name: ${name}`);
  if (params.some((value) => typeof value === "string" && value.includes("\0"))) {
    return runQuery<Row>(pglite, sql, params);
  }
  let preparation = prepared.get(name);
  if (!preparation) {
    preparation = pglite.exec(`PREPARE ${name} AS ${sql}`);
    prepared.set(name, preparation);
    preparation.catch(() => prepared.delete(name));
  }
  await preparation;
  const results = await pglite.exec(`EXECUTE ${name}(${params.map(literal).join(", ")})`);
  await nextTurn();
  const last = results.at(-1);
  return { rows: (last?.rows ?? []) as Row[], affectedRows: last?.affectedRows ?? 0 };
}

/** A parameter as an SQL literal of unknown type, which the statement's parameter type reads. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === "boolean") return value ? "'true'" : "'false'";
  if (typeof value === "string")
    return `E'${value.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
  throw new TypeError(`A prepared statement takes no ${typeof value} parameter`);
}
