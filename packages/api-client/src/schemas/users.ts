import * as z from "zod/mini";
import { newPasswordSchema } from "./password";

/** Longest user name a user may have, hence may sign in with. */
export const MAX_USERNAME_LENGTH = 150;

export const userSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  /** Ids of the accounts the user belongs to. */
  accounts: z._default(z.array(z.number()), []),
  /** Permission strings granted to the user (staff hold all, whatever this says). */
  permissions: z._default(z.array(z.string()), []),
  language: z._default(z.enum(["fr", "en"]), "fr"),
});
export type User = z.infer<typeof userSchema>;

export const userCreateSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(MAX_USERNAME_LENGTH)),
  password: newPasswordSchema,
  email: z.optional(z.string()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  is_staff: z.optional(z.boolean()),
  is_active: z.optional(z.boolean()),
  accounts: z.array(z.number()).check(z.minLength(1)),
  permissions: z.optional(z.array(z.string())),
  language: z.optional(z.enum(["fr", "en"])),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.partial(userCreateSchema);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export type UserRole = "admin" | "user";
export type UserStatus = "active" | "inactive";

/** The role and status the back-office shows for a user. */
export function describeUser(user: Pick<User, "is_staff" | "is_active">): {
  role: UserRole;
  status: UserStatus;
} {
  return {
    role: user.is_staff ? "admin" : "user",
    status: user.is_active ? "active" : "inactive",
  };
}
