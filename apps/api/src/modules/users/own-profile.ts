import {
  type CurrentUser,
  currentUserSchema,
  type ProfileUpdate,
  type UserPreferences,
  userPreferencesSchema,
} from "@org/api-client";
import * as z from "zod/mini";
import type { Actor } from "../../actor";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { type FieldErrors, NotFoundError, ValidationError } from "../../errors";
import { messages } from "../../lib/validation";
import type { Mailer } from "../../mail/mailer";
import { hashPassword, verifyPassword } from "../auth/passwords";
import {
  passwordGuessBudgets,
  revokeAfterPasswordChange,
  voidPasswordResets,
} from "../auth/service";
import { notifyEmailChanged } from "../notifications/email-changed";
import { appendSets } from "../sql";
import { countAttempt, judgeAttempt } from "../throttling/service";
import { checkIdentity, loadUser } from "./service";

/** The preferences as stored: only what the user ever set; the schema fills in the rest. */
async function loadPreferences(db: Db, userId: number): Promise<UserPreferences> {
  const { rows } = await db.query<{ preferences: unknown }>(
    "SELECT preferences FROM users WHERE id = $1",
    [userId],
  );
  if (!rows[0]) throw new NotFoundError();
  return z.parse(userPreferencesSchema, rows[0].preferences);
}

/** The signed-in user themself, with their preferences. */
export async function getCurrentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  const user = await loadUser(db, actor.userId);
  const preferences = await loadPreferences(db, actor.userId);
  return z.parse(currentUserSchema, { ...user, preferences });
}

/**
 * Changes the signed-in user's own profile, language, preferences, address and password; no
 * permission is needed for one's own. A new password or a new address needs the current password:
 * a stolen session must not move the address reset links go to, nor lock the owner out. A new
 * password signs the user out of every other session (a thief's among them) and voids any reset
 * link still out; this session stays. A new address voids the reset links too (they were sent to
 * the old one), and the old address is told.
 */
export async function updateOwnProfile(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, "limits">,
  actor: Actor,
  input: ProfileUpdate,
  address: string,
): Promise<CurrentUser> {
  const errors = checkIdentity(input);
  const { rows } = await db.query<{ email: string; password_hash: string }>(
    "SELECT email, password_hash FROM users WHERE id = $1",
    [actor.userId],
  );
  const stored = rows[0];
  if (!stored) throw new NotFoundError();
  const confirmed = await confirmCurrentPassword(
    db,
    config,
    { userId: actor.userId, address },
    stored,
    input,
    errors,
  );
  const passwordHash =
    confirmed && input.new_password !== undefined
      ? await hashPassword(input.new_password)
      : undefined;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const moved = await db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{
      preferences: unknown;
      email: string;
      username: string;
    }>("SELECT preferences, email, username FROM users WHERE id = $1 FOR UPDATE", [actor.userId]);
    const current = locked[0];
    if (!current) throw new NotFoundError();
    const emailChanged = input.email !== undefined && input.email !== current.email;
    // The address read before may have changed since: the one locked decides.
    if (emailChanged && !confirmed) {
      throw new ValidationError({ current_password: [messages.required] });
    }
    const kept = z.parse(userPreferencesSchema, current.preferences ?? {});
    const preferences = input.preferences && {
      display: { ...kept.display, ...input.preferences.display },
      notifications: { ...kept.notifications, ...input.preferences.notifications },
    };
    const params: unknown[] = [actor.userId];
    const sets = ["updated_at = now()"];
    appendSets(sets, params, [
      ["email", input.email],
      ["first_name", input.first_name],
      ["last_name", input.last_name],
      ["language", input.language],
      ["password_hash", passwordHash],
      ["preferences", preferences && JSON.stringify(preferences)],
    ]);
    await tx.query(`UPDATE users SET ${sets.join(", ")} WHERE id = $1`, params);
    if (passwordHash !== undefined) {
      await revokeAfterPasswordChange(tx, actor.userId, actor.tokenId);
    } else if (emailChanged) {
      await voidPasswordResets(tx, actor.userId);
    }
    return emailChanged ? { email: current.email, username: current.username } : undefined;
  });
  if (moved) notifyEmailChanged(mailer, moved, input.email ?? "");
  return getCurrentUser(db, actor);
}

/**
 * Whether the current password was given and is right. It is asked for a new password and for a
 * new address, and counted as a guess under the same budgets as the sign-in's for this user from
 * this address before it is checked, so that a stolen token cannot be used to guess the password
 * faster than the sign-in screen allows, even with many requests at once.
 */
async function confirmCurrentPassword(
  db: Db,
  config: Pick<Config, "limits">,
  { userId, address }: { userId: number; address: string },
  stored: { email: string; password_hash: string },
  input: Pick<ProfileUpdate, "current_password" | "new_password" | "email">,
  errors: FieldErrors,
): Promise<boolean> {
  const guarded = input.new_password !== undefined || input.email !== undefined;
  if (input.current_password !== undefined && !guarded) {
    errors.new_password = [messages.required];
    return false;
  }
  if (!input.current_password) {
    // An address already refused as malformed is not asked a password for as well.
    const emailChanged =
      input.email !== undefined && input.email !== stored.email && errors.email === undefined;
    if (input.new_password !== undefined || emailChanged) {
      errors.current_password = [messages.required];
    }
    return false;
  }
  const giveBack = await countAttempt(db, passwordGuessBudgets(config.limits, { userId }, address));
  const right = await judgeAttempt(giveBack, () =>
    verifyPassword(input.current_password as string, stored.password_hash),
  );
  if (!right) {
    errors.current_password = ["Your current password is not correct."];
    return false;
  }
  await giveBack();
  return true;
}
