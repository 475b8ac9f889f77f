import * as z from "zod/mini";

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .check(
      z.minLength(1, "Please enter your email"),
      z.email("Please enter a valid email address"),
    ),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
