import type { Db } from "../../db/types";

/** True when the database answers a query: what a load balancer or a test runner waits for. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
