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

/**
 * Run by the engine as the last statement of each transaction that writes a knowledge base's
 * chunks or vectors, just before it commits: it checks that the job may still write (its host's
 * task still holds its claim, say) and throws when it may not, which rolls the writes back. Run
 * last, it holds what it locks only until the commit, right after.
 */
export type WriteGuard = (tx: Db) => Promise<void>;

/** Runs `work` in one transaction, which `guard`, when given, checks last. */
export function guardedWrite<T>(
  db: Db,
  guard: WriteGuard | undefined,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await guard?.(tx);
    return result;
  });
}
