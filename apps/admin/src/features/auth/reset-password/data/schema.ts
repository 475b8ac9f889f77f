import * as z from "zod/mini";

/** Same rule as the server's: at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, "Please enter your password"),
        z.minLength(
          MIN_PASSWORD_LENGTH,
          `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
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
