import * as z from "zod/mini";
import { languageSchema } from "./auth";
import { newPasswordSchema } from "./password";
import { userSchema } from "./users";

const DEFAULT_DISPLAY_PREFERENCES = { sidebar_collapsed: false };
const DEFAULT_NOTIFICATION_PREFERENCES = {
  ingestion_failed_email: true,
  weekly_disliked_answers_email: false,
  tests_regressed_email: true,
  sync_pages_removed_email: true,
};

/** How the back-office looks for this user, whatever the browser. */
export const displayPreferencesSchema = z.object({
  /** The navigation is folded to its icons. */
  sidebar_collapsed: z._default(z.boolean(), DEFAULT_DISPLAY_PREFERENCES.sidebar_collapsed),
});
export type DisplayPreferences = z.infer<typeof displayPreferencesSchema>;

/** Which e-mails the platform sends to this user. */
export const notificationPreferencesSchema = z.object({
  /** An e-mail when an ingestion task of one of the user's accounts fails. */
  ingestion_failed_email: z._default(
    z.boolean(),
    DEFAULT_NOTIFICATION_PREFERENCES.ingestion_failed_email,
  ),
  /** A weekly e-mail listing the answers visitors disliked. */
  weekly_disliked_answers_email: z._default(
    z.boolean(),
    DEFAULT_NOTIFICATION_PREFERENCES.weekly_disliked_answers_email,
  ),
  /** An e-mail when a run of an assistant's tests fails questions that passed before. */
  tests_regressed_email: z._default(
    z.boolean(),
    DEFAULT_NOTIFICATION_PREFERENCES.tests_regressed_email,
  ),
  /** An e-mail when a crawl of a site removes a large share of its knowledge base's pages. */
  sync_pages_removed_email: z._default(
    z.boolean(),
    DEFAULT_NOTIFICATION_PREFERENCES.sync_pages_removed_email,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The preferences kept by the server; anything never set reads as its default. */
export const userPreferencesSchema = z.object({
  display: z._default(displayPreferencesSchema, DEFAULT_DISPLAY_PREFERENCES),
  notifications: z._default(notificationPreferencesSchema, DEFAULT_NOTIFICATION_PREFERENCES),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** The signed-in user as GET /api/auth/me/ answers it: the user plus their preferences. */
export const currentUserSchema = z.extend(userSchema, {
  preferences: z._default(userPreferencesSchema, {
    display: DEFAULT_DISPLAY_PREFERENCES,
    notifications: DEFAULT_NOTIFICATION_PREFERENCES,
  }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * What PATCH /api/auth/me/ accepts, every field optional: profile fields, language, preferences
 * (only the ones sent change), a new e-mail address and a new password; the last two need
 * `current_password`.
 */
export const profileUpdateSchema = z.object({
  first_name: z.optional(z.string().check(z.maxLength(150))),
  last_name: z.optional(z.string().check(z.maxLength(150))),
  email: z.optional(z.string().check(z.maxLength(254))),
  language: z.optional(languageSchema),
  current_password: z.optional(z.string()),
  new_password: z.optional(newPasswordSchema),
  preferences: z.optional(
    z.object({
      display: z.optional(z.object({ sidebar_collapsed: z.optional(z.boolean()) })),
      notifications: z.optional(
        z.object({
          ingestion_failed_email: z.optional(z.boolean()),
          weekly_disliked_answers_email: z.optional(z.boolean()),
          tests_regressed_email: z.optional(z.boolean()),
          sync_pages_removed_email: z.optional(z.boolean()),
        }),
      ),
    }),
  ),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
