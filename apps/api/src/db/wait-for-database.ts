import { isDatabaseUnavailable } from "./errors";
import type { Db } from "./types";

/** The first pause between two attempts, doubled after each up to the longest. */
const FIRST_RETRY_MS = 500;
/** Often enough to start soon after a database that comes up, seldom enough to log little. */
const LONGEST_RETRY_MS = 5000;

/** A failed attempt, before the next one. */
export interface DatabaseRetry {
  attempt: number;
  reason: string;
  retryInMs: number;
}

/**
 * Resolves once the database answers a first query, asking again while it cannot serve yet (a
 * machine booting, a server restarting or failing over) for `waitMs` at most; then, or at once
 * for a failure no wait mends (a wrong password, a database that does not exist), throws what
 * the last attempt failed with. Each failed attempt before another is told to `onRetry`.
 */
export async function waitForDatabase(
  db: Db,
  waitMs: number,
  onRetry: (retry: DatabaseRetry) => void,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  let pause = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.query("SELECT 1");
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(error) || left <= 0) throw error;
      const retryInMs = Math.min(pause, left);
      onRetry({ attempt, reason: reasonOf(error), retryInMs });
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
      pause = Math.min(pause * 2, LONGEST_RETRY_MS);
    }
  }
}

/** What a failure to reach the database says; a refusal on every address of a name has no message. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message || String((error as NodeJS.ErrnoException).code ?? error.name);
}
