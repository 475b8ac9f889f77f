import {
  type CurrentUser,
  currentUserSchema,
  type ProfileUpdate,
  type UserPreferences,
  userPreferencesSchema,
} from "@org/api-client";
import * as z from "zod/mini";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { type FieldErrors, NotFoundError, ValidationError } from "../../errors";
import { messages } from "../../lib/validation";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeAfterPasswordChange, userGuessesKey, voidPasswordResets } from "../auth/service";
import type { Actor } from "../permissions/actor";
import { appendSets } from "../sql";
import { countAttempt } from "../throttling/service";
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
 * Changes the signed-in user's own profile, language, preferences and password; no permission is
 * needed for one's own. A new password needs the current one, and signs the user out of every
 * other session (a thief's among them) and voids any reset link still out; this session stays.
 * A new address voids the reset links too: they were sent to the old one.
 */
export async function updateOwnProfile(
  db: Db,
  config: Pick<Config, "limits">,
  actor: Actor,
  input: ProfileUpdate,
): Promise<CurrentUser> {
  const errors = checkIdentity(input);
  const passwordHash = await newPasswordHash(db, config, actor.userId, input, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ preferences: unknown; email: string }>(
      "SELECT preferences, email FROM users WHERE id = $1 FOR UPDATE",
      [actor.userId],
    );
    const emailChanged = input.email !== undefined && input.email !== rows[0]?.email;
    const stored = z.parse(userPreferencesSchema, rows[0]?.preferences ?? {});
    const preferences = input.preferences && {
      display: { ...stored.display, ...input.preferences.display },
      notifications: { ...stored.notifications, ...input.preferences.notifications },
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
  });
  return getCurrentUser(db, actor);
}

/**
 * The hash of the new password, once the current one is confirmed; undefined when none is set.
 * The current password is a guess under the same budget as the sign-in's for this username,
 * counted before it is checked, so that a stolen token cannot be used to guess the password
 * faster than the sign-in screen allows, even with many requests at once.
 */
async function newPasswordHash(
  db: Db,
  config: Pick<Config, "limits">,
  userId: number,
  input: Pick<ProfileUpdate, "current_password" | "new_password">,
  errors: FieldErrors,
): Promise<string | undefined> {
  if (input.new_password === undefined) {
    if (input.current_password !== undefined) errors.new_password = [messages.required];
    return undefined;
  }
  if (!input.current_password) {
    errors.current_password = [messages.required];
    return undefined;
  }
  const { rows } = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE id = $1",
    [userId],
  );
  const user = rows[0];
  if (!user) throw new NotFoundError();
  const giveBack = await countAttempt(db, [
    { key: userGuessesKey(userId), rate: config.limits.loginFailuresPerUsername },
  ]);
  if (!(await verifyPassword(input.current_password, user.password_hash))) {
    errors.current_password = ["Your current password is not correct."];
    return undefined;
  }
  await giveBack();
  return hashPassword(input.new_password);
}
