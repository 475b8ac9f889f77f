import * as z from "zod/mini";

/** The sign-in form: both fields required, with the messages SPEC section 5 gives. */
export const signInSchema = z.object({
  username: z.string().check(z.minLength(1, "Please enter your username")),
  password: z.string().check(z.minLength(1, "Please enter your password")),
});

export type SignInValues = z.infer<typeof signInSchema>;
