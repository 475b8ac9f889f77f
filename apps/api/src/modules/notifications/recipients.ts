import { type NotificationPreferences, userPreferencesSchema } from "@org/api-client";
import * as z from "zod/mini";
import type { Permission } from "../../constants";
import type { Db } from "../../db/types";

export interface Recipient {
  userId: number;
  username: string;
  email: string;
}

/**
 * Whether a user wants this kind of mail; a preference never set reads as its default, the same
 * one GET /api/auth/me/ answers.
 */
export function wantsMail(
  storedPreferences: unknown,
  kind: keyof NotificationPreferences,
): boolean {
  const parsed = z.safeParse(userPreferencesSchema, storedPreferences);
  return parsed.success && parsed.data.notifications[kind];
}

/**
 * The active members of an account, with an address, who want this kind of mail and hold every
 * one of `permissions`, those it takes to read what the mail tells (staff hold every permission).
 */
export async function recipientsOf(
  db: Db,
  accountId: number,
  kind: keyof NotificationPreferences,
  permissions: readonly Permission[],
): Promise<Recipient[]> {
  const { rows } = await db.query<Recipient & { preferences: unknown }>(
    `SELECT u.id AS "userId", u.username, u.email, u.preferences
     FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.account_id = $1 AND u.is_active AND u.email <> ''
       AND (u.is_staff OR NOT EXISTS (
             SELECT 1 FROM unnest($2::text[]) needed (permission)
              WHERE NOT EXISTS (SELECT 1 FROM user_permissions p
                                 WHERE p.user_id = u.id AND p.permission = needed.permission)))
     ORDER BY u.id`,
    [accountId, permissions],
  );
  return rows
    .filter((member) => wantsMail(member.preferences, kind))
    .map(({ userId, username, email }) => ({ userId, username, email }));
}

/** Sends one mail to each recipient, addressed to them by name (see Mailer). */
export async function mailEach(
  recipients: readonly Recipient[],
  send: (to: { email: string; username: string }) => Promise<boolean>,
): Promise<void> {
  await Promise.all(recipients.map(({ email, username }) => send({ email, username })));
}
