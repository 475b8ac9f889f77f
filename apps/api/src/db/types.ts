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
  /** Runs `work` in one transaction; it is rolled back if `work` throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
