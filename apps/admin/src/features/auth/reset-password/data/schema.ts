import * as z from "zod/mini";
import { confirms, NEW_PASSWORD } from "@/lib/password-rules";

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, "Please enter your password"),
        z.minLength(
          NEW_PASSWORD.minLength,
          `Password must be at least ${NEW_PASSWORD.minLength} characters long`,
        ),
        z.maxLength(
          NEW_PASSWORD.maxLength,
          `Password must be at most ${NEW_PASSWORD.maxLength} characters long`,
        ),
      ),
    confirmPassword: z.string().check(z.minLength(1, "Please confirm your password")),
  })
  .check(
    z.refine((values) => confirms(values.password, values.confirmPassword), {
      message: "Passwords don't match.",
      path: ["confirmPassword"],
    }),
  );

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
