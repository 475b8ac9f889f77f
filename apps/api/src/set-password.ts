import { ConfigError, loadConfig } from "./config";
import { DataFolderLockedError } from "./db/data-folder-lock";
import { openDb } from "./db/open-db";
import { recoverAccess } from "./modules/auth/access-recovery";

/*
 * `set-password <username>`: a new password for a user, for whoever runs the server's machine,
 * with the server's own environment (DATABASE_URL, or DATA_DIR with the server stopped). For an
 * administrator who forgot theirs with no mail configured, or who is locked out by guesses.
 */

async function main(argv: readonly string[]): Promise<number> {
  const username = argv[0]?.trim();
  if (!username || argv.length > 1) {
    console.error("Usage: set-password <username>");
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const db = await openDb(config).catch((error: unknown) => {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(`${error.message}: stop the server first, then run this again.`);
    return undefined;
  });
  if (!db) return 1;
  try {
    const { rows } = await db.query<{ users: string | null }>(
      "SELECT to_regclass('users') AS users",
    );
    if (!rows[0]?.users) {
      console.error(
        "This database holds no users yet: is it the server's (DATABASE_URL, DATA_DIR)?",
      );
      return 1;
    }
    const recovered = await recoverAccess(db, username);
    if (!recovered) {
      console.error(`No user is named ${JSON.stringify(username)}.`);
      return 1;
    }
    process.stdout.write(
      `New password for ${recovered.username}: ${recovered.password}\n` +
        "Their other sessions are signed out and the wrong passwords counted against them " +
        "forgotten. This password is not shown again: change it after signing in.\n" +
        (recovered.isActive ? "" : "This user is deactivated: reactivate them to sign in.\n"),
    );
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
