import * as z from "zod/mini";
import { newPasswordSchema } from "./password";
import { MAX_USERNAME_LENGTH } from "./users";

export const loginPayloadSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(MAX_USERNAME_LENGTH)),
  password: z.string().check(z.minLength(1)),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  email: z.string(),
  user_id: z.number(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The permission strings of the signed-in user (see `PERMISSIONS`). */
export const permissionsSchema = z.array(z.string());
export type Permissions = z.infer<typeof permissionsSchema>;

export const languageSchema = z.enum(["fr", "en"]);
export type Language = z.infer<typeof languageSchema>;

/** The user kept by the client after login. */
export const sessionUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: z.literal("user"),
  exp: z.number(),
  user_id: z.number(),
  language: languageSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * How this server resets a forgotten password: by a link mailed to the address given when it
 * sends mail (SMTP configured); without mail, only an administrator can set a new password, on the
 * server's machine (`set-password <username>`).
 */
export const passwordResetInfoSchema = z.object({ sends_mail: z.boolean() });
export type PasswordResetInfo = z.infer<typeof passwordResetInfoSchema>;

export const passwordResetRequestSchema = z.object({ email: z.string() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z.string().check(z.minLength(1)),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
