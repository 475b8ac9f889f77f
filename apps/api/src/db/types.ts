/**
 * The one query layer of the server: plain SQL with `$1` parameters, run the same way on PGlite
 * (embedded) and on a PostgreSQL server.
 */
export interface Db {
  readonly kind: "pglite" | "postgres";
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<{ rows: Row[]; affectedRows: number }>;
  /**
   * `query` for the statements of the busiest requests: the database keeps the statement parsed
   * and planned under `name` (a SQL identifier, one per statement text), once per connection,
   * instead of planning it on every call. Inside a transaction it is an ordinary `query`.
   */
  queryPrepared<Row = Record<string, unknown>>(
    name: string,
    sql: string,
    params: readonly unknown[],
  ): Promise<{ rows: Row[]; affectedRows: number }>;
  /** Runs `work` in one transaction; it is rolled back if `work` throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection holding the advisory lock `key` from its start to its end, its
   * own transactions included: servers calling it with the same key take turns. Neither the wait
   * for the lock nor `work`'s statements have a time limit (migrations take what they take).
   */
  exclusively<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
