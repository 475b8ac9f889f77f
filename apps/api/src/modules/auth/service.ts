import { type Actor, effectivePermissions } from "../../actor";
import type { Config, Limits } from "../../config";
import type { Db } from "../../db/types";
import { AuthenticationError, ServerBusyError, ValidationError } from "../../errors";
import type { Mailer } from "../../mail/mailer";
import { type Budget, countAttempt, judgeAttempt, throttle } from "../throttling/service";
import { hashPassword, needsRehash, unusablePasswordHash, verifyPassword } from "./passwords";
import { hashSecret, newSecret } from "./secrets";

const PASSWORD_RESET_TTL_SECONDS = 3600;
const BAD_CREDENTIALS = "Unable to log in with provided credentials.";
const INVALID_RESET_TOKEN = "Invalid or expired token.";

export interface LoginResult {
  token: string;
  email: string;
  user_id: number;
}

type AuthConfig = Pick<Config, "limits" | "tokenTtlSeconds">;

/**
 * The budgets a guess of a password is counted under: the guesses against `guessed` (a user,
 * whatever name they were asked by, or a name no user bears) from this address, then from every
 * address together. A guesser spends its own budget and locks out only itself; the second,
 * larger budget bounds guessing spread over many addresses.
 */
export function passwordGuessBudgets(
  limits: Pick<Limits, "loginFailuresPerUserFromAddress" | "loginFailuresPerUser">,
  guessed: GuessedUser,
  address: string,
): Budget[] {
  const { all, fromAddresses } = passwordGuessCounterKeys(guessed);
  return [
    { key: `${fromAddresses}${address}`, rate: limits.loginFailuresPerUserFromAddress },
    { key: all, rate: limits.loginFailuresPerUser },
  ];
}

/** Whose password is guessed: a user, whatever name they were asked by, or a name none bears. */
type GuessedUser = { userId: number } | { name: string };

/**
 * The counters of the guesses against `guessed`: from every address together (`all`), and the
 * prefix of those from one address, which the address ends.
 */
export function passwordGuessCounterKeys(guessed: GuessedUser): {
  all: string;
  fromAddresses: string;
} {
  const all =
    "userId" in guessed
      ? `login-failures:user:${guessed.userId}`
      : `login-failures:name:${guessed.name.toLowerCase()}`;
  return { all, fromAddresses: `${all}:address:` };
}

/**
 * Exchanges a username and password for a new token. Every attempt is counted, per address and
 * per user (or per name, when no user bears it) from that address and from all, before the
 * password is checked, and one with the right password is given back: past a budget of wrong
 * guesses further attempts under it are refused (429) until the window ends, the right password
 * included, however many attempts arrive at once.
 * The user is the one the database finds for the name, so that every spelling it reads as the
 * same name (any case, any Unicode case mapping) spends the same budget. An attempt the server is
 * too busy to check (503) spends nothing.
 */
export async function login(
  db: Db,
  config: AuthConfig,
  credentials: { username: string; password: string },
  address: string,
): Promise<LoginResult> {
  const { rows } = await db.query<{
    id: number;
    email: string;
    password_hash: string;
    is_active: boolean;
  }>("SELECT id, email, password_hash, is_active FROM users WHERE lower(username) = lower($1)", [
    credentials.username,
  ]);
  const user = rows[0];
  const giveBack = await countAttempt(db, [
    { key: `login-failures:address:${address}`, rate: config.limits.loginFailuresPerAddress },
    ...passwordGuessBudgets(
      config.limits,
      user ? { userId: user.id } : { name: credentials.username },
      address,
    ),
  ]);

  const passwordOk = await judgeAttempt(giveBack, async () =>
    verifyPassword(credentials.password, user?.password_hash ?? (await unusablePasswordHash())),
  );
  if (!user || !passwordOk || !user.is_active) {
    throw new ValidationError({ non_field_errors: [BAD_CREDENTIALS] });
  }
  await giveBack();
  if (needsRehash(user.password_hash)) {
    await upgradePasswordHash(db, user.id, user.password_hash, credentials.password);
  }
  const token = await issueToken(db, user.id, config.tokenTtlSeconds);
  await db.query("UPDATE users SET last_login = now() WHERE id = $1", [user.id]);
  return { token, email: user.email, user_id: user.id };
}

/**
 * Hashes a password again at today's cost, now that it is known to be right; unless the
 * password changed meanwhile, which wins. A server too busy to hash leaves it for a later sign-in.
 */
async function upgradePasswordHash(
  db: Db,
  userId: number,
  storedHash: string,
  password: string,
): Promise<void> {
  let upgraded: string;
  try {
    upgraded = await hashPassword(password);
  } catch (error) {
    if (error instanceof ServerBusyError) return;
    throw error;
  }
  await db.query("UPDATE users SET password_hash = $1 WHERE id = $2 AND password_hash = $3", [
    upgraded,
    userId,
    storedHash,
  ]);
}

/**
 * What a new password ends: every token of the user but `keepTokenId` (the session that made the
 * change, if any), and every reset link still out.
 */
export async function revokeAfterPasswordChange(
  db: Db,
  userId: number,
  keepTokenId: number | undefined,
): Promise<void> {
  await db.query("DELETE FROM auth_tokens WHERE user_id = $1 AND id IS DISTINCT FROM $2", [
    userId,
    keepTokenId ?? null,
  ]);
  await voidPasswordResets(db, userId);
}

/** Voids the reset links of a user still out: a new password or address makes them stale. */
export async function voidPasswordResets(db: Db, userId: number): Promise<void> {
  await db.query(
    "UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
    [userId],
  );
}

export async function issueToken(db: Db, userId: number, ttlSeconds: number): Promise<string> {
  const token = newSecret();
  await db.query(
    `INSERT INTO auth_tokens (user_id, key_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [userId, hashSecret(token), ttlSeconds],
  );
  return token;
}

/** Revokes the token the request was made with. */
export async function logout(db: Db, actor: Actor): Promise<void> {
  await db.query("DELETE FROM auth_tokens WHERE id = $1", [actor.tokenId]);
}

/** The actor a token key stands for, or the DRF 401 explaining why there is none. */
export async function authenticateToken(db: Db, key: string): Promise<Actor> {
  const { rows } = await db.query<{
    token_id: number;
    expired: boolean;
    user_id: number;
    is_staff: boolean;
    is_active: boolean;
    permissions: string[];
    account_ids: number[];
  }>(
    `SELECT t.id AS token_id, t.expires_at <= now() AS expired, u.id AS user_id, u.is_staff,
            u.is_active,
            ARRAY(SELECT permission FROM user_permissions WHERE user_id = u.id) AS permissions,
            ARRAY(SELECT account_id FROM memberships WHERE user_id = u.id ORDER BY account_id)
              AS account_ids
     FROM auth_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.key_hash = $1`,
    [hashSecret(key)],
  );
  const row = rows[0];
  if (!row) throw new AuthenticationError("Invalid token.");
  if (row.expired) {
    await db.query("DELETE FROM auth_tokens WHERE id = $1", [row.token_id]);
    throw new AuthenticationError("Token has expired");
  }
  if (!row.is_active) throw new AuthenticationError("User inactive or deleted.");
  return {
    userId: row.user_id,
    isStaff: row.is_staff,
    permissions: effectivePermissions(row.is_staff, row.permissions),
    accountIds: row.account_ids,
    tokenId: row.token_id,
  };
}

/**
 * Starts a password reset for the active user with this email, if any; the answer is the same
 * either way so that the call does not reveal which addresses have an account.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, "limits">,
  email: string,
  address: string,
): Promise<void> {
  await throttle(db, `password-reset:address:${address}`, config.limits.passwordResetsPerAddress);
  const { rows } = await db.query<{ id: number; username: string; email: string }>(
    "SELECT id, username, email FROM users WHERE lower(email) = lower($1) AND is_active AND email <> ''",
    [email.trim()],
  );
  for (const user of rows) {
    const token = newSecret();
    await db.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [user.id, hashSecret(token), PASSWORD_RESET_TTL_SECONDS],
    );
    // Not awaited: the answer neither waits for the mail server nor hints, by its delay, that
    // the address has an account. The mailer logs a mail it could not deliver.
    void mailer.sendPasswordReset({
      email: user.email,
      username: user.username,
      token,
      validMinutes: PASSWORD_RESET_TTL_SECONDS / 60,
    });
  }
}

/**
 * Sets a new password with a reset token (once), signs the user out everywhere and voids the
 * user's other reset links. Counted per address, and the token checked, before the password is
 * hashed: a wrong token costs a lookup, never a hash, so bogus links cannot slow sign-ins down.
 */
export async function confirmPasswordReset(
  db: Db,
  config: Pick<Config, "limits">,
  payload: { token: string; password: string },
  address: string,
): Promise<void> {
  await throttle(
    db,
    `password-reset-confirm:address:${address}`,
    config.limits.passwordResetConfirmsPerAddress,
  );
  const tokenHash = hashSecret(payload.token);
  const { rows: usable } = await db.query(
    `SELECT 1 FROM password_reset_tokens
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  if (usable.length === 0) throw new ValidationError({ token: [INVALID_RESET_TOKEN] });
  const passwordHash = await hashPassword(payload.password);
  await db.transaction(async (tx) => {
    // Taken once: of two confirmations racing with the same link, one sets its password.
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE password_reset_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id`,
      [tokenHash],
    );
    const reset = rows[0];
    if (!reset) throw new ValidationError({ token: [INVALID_RESET_TOKEN] });
    await tx.query("UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2", [
      passwordHash,
      reset.user_id,
    ]);
    await revokeAfterPasswordChange(tx, reset.user_id, undefined);
  });
}

/** Drops expired tokens and spent reset tokens. */
export async function pruneTokens(db: Db): Promise<void> {
  await db.query("DELETE FROM auth_tokens WHERE expires_at <= now()");
  await db.query(
    "DELETE FROM password_reset_tokens WHERE expires_at <= now() OR used_at IS NOT NULL",
  );
}
