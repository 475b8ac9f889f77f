import { passwordResetConfirmSchema } from "@org/api-client";
import * as z from "zod/mini";
import { fieldLimits } from "@/lib/contract-limits";

/** The server's rule for a new password, read from the contract. */
const PASSWORD = fieldLimits(passwordResetConfirmSchema, "password", "minLength");

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, "Please enter your password"),
        z.minLength(
          PASSWORD.minLength,
          `Password must be at least ${PASSWORD.minLength} characters long`,
        ),
      ),
    confirmPassword: z.string().check(z.minLength(1, "Please confirm your password")),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: "Passwords don't match.",
      path: ["confirmPassword"],
    }),
  );

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
