import { type NotificationPreferences, userPreferencesSchema } from "@org/api-client";
import * as z from "zod/mini";

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
