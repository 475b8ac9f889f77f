import type { Rate } from "../../config";
import type { Db } from "../../db/types";
import { ThrottledError } from "../../errors";

/*
 * Fixed-window counters kept in PostgreSQL, so that every server instance counts the same
 * requests and a restart forgets nothing.
 */

/** When the window of the counter row `alias` ends. */
function windowEnd(alias: string): string {
  return `${alias}.window_started_at + make_interval(secs => ${alias}.window_seconds)`;
}

/**
 * The statement that counts one request under the key in parameter `key` (a window of the
 * seconds in parameter `windowSeconds`), answering the counter's `hits` and the `remaining`
 * seconds of its window. `when` (SQL over the common table expressions named in `from`) makes
 * the count conditional; the statement can then be a step of a larger one.
 */
export function countingStatement(
  key: string,
  windowSeconds: string,
  condition: { from: string; when: string } | undefined = undefined,
): string {
  const where = condition ? ` FROM ${condition.from} WHERE ${condition.when}` : "";
  return `INSERT INTO throttle_counters AS c (key, hits, window_started_at, window_seconds)
     SELECT ${key}::text, 1, now(), ${windowSeconds}::int${where}
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN ${windowEnd("c")} <= now() THEN 1 ELSE c.hits + 1 END,
       window_started_at = CASE WHEN ${windowEnd("c")} <= now() THEN now() ELSE c.window_started_at END,
       window_seconds = excluded.window_seconds
     RETURNING c.hits, EXTRACT(EPOCH FROM (${windowEnd("c")} - now()))::float8 AS remaining`;
}

/** A counter as `countingStatement` answers it. */
export interface CounterRow {
  hits: number;
  remaining: number;
}

/** Throws ThrottledError when the request just counted went over the window's budget. */
export function assertWithinRate(counter: CounterRow | null | undefined, rate: Rate): void {
  if (counter && counter.hits > rate.limit) throw new ThrottledError(counter.remaining);
}

/** Counts one request under `key`; throws ThrottledError once the window's budget is spent. */
export async function throttle(db: Db, key: string, rate: Rate): Promise<void> {
  const { rows } = await db.query<CounterRow>(countingStatement("$1", "$2"), [
    key,
    rate.windowSeconds,
  ]);
  assertWithinRate(rows[0], rate);
}

/** A budget an attempt is counted under. */
export interface Budget {
  key: string;
  rate: Rate;
}

/**
 * Counts one attempt under each budget, in order, before the attempt is judged (e.g. before a
 * password is checked): each count is one atomic statement, so concurrent attempts, even on
 * several server instances, cannot all slip under a budget. Throws ThrottledError when one is
 * spent, giving back what it counted under the others, since the attempt is then not judged.
 * Answers the function that gives the counts back, for an attempt that proves legitimate.
 */
export async function countAttempt(
  db: Db,
  budgets: readonly Budget[],
): Promise<() => Promise<void>> {
  const counted: string[] = [];
  const giveBack = async () => {
    for (const key of counted) await uncount(db, key);
  };
  for (const { key, rate } of budgets) {
    const { rows } = await db.query<CounterRow>(countingStatement("$1", "$2"), [
      key,
      rate.windowSeconds,
    ]);
    const counter = rows[0];
    if (counter && counter.hits > rate.limit) {
      // The spent budget keeps its count: it only grows past the limit, within the same window.
      await giveBack();
      throw new ThrottledError(counter.remaining);
    }
    counted.push(key);
  }
  return giveBack;
}

/**
 * Judges an attempt counted by countAttempt (e.g. checks its password). An attempt that could not
 * be judged at all (the server too busy to hash a password, say) gives back what it counted: a
 * busy server never spends a user's guesses.
 */
export async function judgeAttempt<T>(
  giveBack: () => Promise<void>,
  judge: () => Promise<T>,
): Promise<T> {
  try {
    return await judge();
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/**
 * Gives back one request counted under `key` in its current window: an attempt that turned out
 * not to be what the budget limits (e.g. a sign-in with the right password). Never below zero.
 */
export async function uncount(db: Db, key: string): Promise<void> {
  await db.query(
    `UPDATE throttle_counters c SET hits = GREATEST(c.hits - 1, 0)
     WHERE c.key = $1 AND ${windowEnd("c")} > now()`,
    [key],
  );
}

/** Drops counters whose window has ended. */
export async function pruneCounters(db: Db): Promise<number> {
  const { affectedRows } = await db.query(
    `DELETE FROM throttle_counters c WHERE ${windowEnd("c")} <= now()`,
  );
  return affectedRows;
}
