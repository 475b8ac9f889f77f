import pg from "pg";
import {
  DATABASE_CONNECTION_TIMEOUT_MS,
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  DATABASE_STATEMENT_TIMEOUT_MS,
} from "../constants";
import type { Db } from "./types";

const INT8_OID = 20;

/** Counts and other bigints come back as numbers, as they do from PGlite. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Told of a pooled connection that broke while idle; the pool has already dropped it. */
export type IdleConnectionErrorHandler = (error: Error) => void;

export interface PostgresOptions {
  /** Connections at most (10 unless told). */
  poolSize?: number;
  onIdleConnectionError?: IdleConnectionErrorHandler;
}

/**
 * The limits each connection's session starts with (milliseconds), unless `connectionString`
 * sets one itself: as a parameter node-postgres reads (`?statement_timeout=120000`), which wins
 * over these anyway, or in libpq's `options` (`?options=-c%20statement_timeout%3D2min`), which
 * would lose to them.
 */
function sessionLimits(connectionString: string): Record<string, number> {
  const options = decoded(/[?&]options=([^&#]*)/.exec(connectionString)?.[1] ?? "");
  const limits = {
    statement_timeout: DATABASE_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
  return Object.fromEntries(
    Object.entries(limits).filter(([setting]) => !options.includes(setting)),
  );
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
}

/**
 * A PostgreSQL server reached through a pool of connections. Getting a connection takes
 * DATABASE_CONNECTION_TIMEOUT_MS at most, and sessions have a statement and an
 * idle-in-transaction timeout, so that a database saturated or stalled fails requests (503)
 * instead of holding them forever.
 */
export function openPostgresDb(connectionString: string, options: PostgresOptions = {}): Db {
  const { poolSize = 10, onIdleConnectionError = () => undefined } = options;
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    types,
    connectionTimeoutMillis: DATABASE_CONNECTION_TIMEOUT_MS,
    ...sessionLimits(connectionString),
  });
  // An idle connection the server closes (restart, failover, a dropped database) is replaced on
  // the next query; unheard, the pool's error event would stop the whole process.
  pool.on("error", onIdleConnectionError);
  return {
    kind: "postgres",
    query: (sql, params) => runQuery(pool, sql, params),
    queryPrepared: (name, sql, params) => runPrepared(pool, name, sql, params),
    transaction: (work) => onConnection(pool, (client) => inTransaction(client, work)),
    exclusively: (key, work) =>
      onConnection(
        pool,
        async (client) => {
          // Waiting for the lock and what it guards (migrations) take what they take.
          await client.query("SET statement_timeout = 0");
          const result = await holdingLock(client, key, () => work(connectionDb(client)));
          await client.query("RESET statement_timeout");
          return result;
        },
        // The connection may still hold the lock (it could not give it back): closing it does.
        { closeAfterFailure: true },
      ),
    close: () => pool.end(),
  };
}

/**
 * Runs `work` on a connection of the pool, given back after it. One the server ends while it is
 * held (a transaction idle past its limit, a restart) says so by an event, which unheard would
 * stop the process: `work`'s next statement fails instead, and the connection is closed.
 */
async function onConnection<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  { closeAfterFailure = false } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on("error", onError);
  try {
    return await work(client);
  } catch (error) {
    if (closeAfterFailure) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener("error", onError);
    client.release(broken);
  }
}

async function inTransaction<T>(client: pg.PoolClient, work: (tx: Db) => Promise<T>): Promise<T> {
  await client.query("BEGIN");
  try {
    const result = await work(transactionDb(client, 0));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

/** A session-level advisory lock, from `work`'s start to its end. */
async function holdingLock<T>(client: pg.PoolClient, key: number, work: () => Promise<T>) {
  await client.query("SELECT pg_advisory_lock($1)", [key]);
  try {
    return await work();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [key]);
  }
}

/** One connection taken from the pool, outside any transaction. */
function connectionDb(client: pg.PoolClient): Db {
  const db: Db = {
    kind: "postgres",
    query: (sql, params) => runQuery(client, sql, params),
    queryPrepared: (_name, sql, params) => runQuery(client, sql, params),
    transaction: (work) => inTransaction(client, work),
    exclusively: (key, work) => holdingLock(client, key, () => work(db)),
    close: () => Promise.reject(new Error("A connection of the pool cannot close the database")),
  };
  return db;
}

function transactionDb(client: pg.PoolClient, depth: number): Db {
  const tx: Db = {
    kind: "postgres",
    query: (sql, params) => runQuery(client, sql, params),
    queryPrepared: (_name, sql, params) => runQuery(client, sql, params),
    transaction: async (work) => {
      const name = `nested_${depth + 1}`;
      await client.query(`SAVEPOINT ${name}`);
      try {
        const result = await work(transactionDb(client, depth + 1));
        await client.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    exclusively: async (key, work) => {
      // Held until the transaction ends.
      await client.query("SELECT pg_advisory_xact_lock($1)", [key]);
      return work(tx);
    },
    close: () => Promise.reject(new Error("A transaction cannot close the database")),
  };
  return tx;
}

/** Without parameters a text may hold several statements (migrations); the last one answers. */
async function runQuery<Row>(
  target: pg.Pool | pg.PoolClient,
  sql: string,
  params?: readonly unknown[],
) {
  const raw = (await target.query(sql, params as unknown[] | undefined)) as
    | pg.QueryResult
    | pg.QueryResult[];
  const result = Array.isArray(raw) ? raw.at(-1) : raw;
  return { rows: (result?.rows ?? []) as Row[], affectedRows: result?.rowCount ?? 0 };
}

/** pg prepares a named statement on each pooled connection the first time it runs there. */
async function runPrepared<Row>(
  pool: pg.Pool,
  name: string,
  sql: string,
  params: readonly unknown[],
) {
  const result = await pool.query({ name, text: sql, values: params as unknown[] });
  return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
}
