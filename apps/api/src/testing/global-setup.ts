import { ensurePgliteSnapshot } from "./pglite-snapshot";

/** Runs once before the test files: prepares the migrated PGlite they all start from. */
export default async function setup(): Promise<void> {
  await ensurePgliteSnapshot();
}
