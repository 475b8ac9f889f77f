import type { Db } from "../../db/types";
import { generatedPassword, hashPassword } from "./passwords";
import { passwordGuessCounterKeys, revokeAfterPasswordChange } from "./service";

/** A user given back their access by `recoverAccess`. */
export interface RecoveredAccess {
  username: string;
  password: string;
  isActive: boolean;
}

/**
 * Gives the user named `username` (any case) a new generated password, for whoever runs the
 * server's machine: it signs them out everywhere, voids their reset links and forgets the wrong
 * passwords counted against them, so that a user locked out by guesses signs in at once.
 * Undefined when no user bears the name.
 */
export async function recoverAccess(
  db: Db,
  username: string,
): Promise<RecoveredAccess | undefined> {
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; username: string; is_active: boolean }>(
      `UPDATE users SET password_hash = $2, updated_at = now()
        WHERE lower(username) = lower($1)
        RETURNING id, username, is_active`,
      [username, passwordHash],
    );
    const user = rows[0];
    if (!user) return undefined;
    await revokeAfterPasswordChange(tx, user.id, undefined);
    const { all, fromAddresses } = passwordGuessCounterKeys({ userId: user.id });
    await tx.query("DELETE FROM throttle_counters WHERE key = $1 OR starts_with(key, $2)", [
      all,
      fromAddresses,
    ]);
    return { username: user.username, password, isActive: user.is_active };
  });
}
