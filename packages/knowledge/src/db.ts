/**
 * The database the engine works in: PostgreSQL (a server, or PGlite embedded), reached through
 * plain SQL with `$1` parameters. The host passes its own connection; any object with these
 * methods will do.
 */
export interface Db {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<{ rows: Row[]; affectedRows: number }>;
  /** Runs `work` in one transaction; it is rolled back if `work` throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}
