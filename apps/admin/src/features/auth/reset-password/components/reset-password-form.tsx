import { ApiError, confirmPasswordReset } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { Button, PasswordInput, toast } from "@org/ui";
import { Link, useNavigate } from "react-router";
import { FormTextField } from "@/components/form-text-field";
import { schemaCheck } from "@/lib/form-errors";
import { useForm } from "@/lib/use-form";
import { resetPasswordSchema } from "../data/schema";

/** Sets a new password with the token of a reset link, then sends the user to sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const client = useApiClient();
  const navigate = useNavigate();

  const form = useForm({
    initialValues: { password: "", confirmPassword: "" },
    check: schemaCheck(resetPasswordSchema),
    recheckOnChange: true,
    send: async ({ password }) => {
      try {
        await confirmPasswordReset(client, { token, password });
        toast({
          title: "Password changed",
          description: "You can now log in with your new password.",
        });
        navigate("/sign-in", { replace: true });
      } catch (error) {
        toast({
          variant: "destructive",
          title: "The password could not be changed",
          description:
            error instanceof ApiError && error.kind === "response"
              ? error.message
              : "Please try again later.",
        });
      }
    },
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="password" label="New password">
        {(control) => <PasswordInput {...control} autoComplete="new-password" autoFocus />}
      </FormTextField>
      <FormTextField form={form} name="confirmPassword" label="Confirm password">
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormTextField>
      <Button type="submit" loading={form.submitting}>
        Change password
      </Button>
    </form>
  );
}

/** A reset address opened without its token. */
export function MissingResetToken() {
  return (
    <p role="alert" className="m-0 text-sm">
      This reset link is incomplete. <Link to="/forgot-password">Ask for a new link</Link>.
    </p>
  );
}
