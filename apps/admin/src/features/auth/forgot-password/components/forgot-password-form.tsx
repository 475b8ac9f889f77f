import { requestPasswordReset } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { Button, Input, toast } from "@org/ui";
import { useState } from "react";
import { FormTextField } from "@/components/form-text-field";
import { schemaCheck } from "@/lib/form-errors";
import { useForm } from "@/lib/use-form";
import { forgotPasswordSchema } from "../data/schema";

/**
 * Asks the server to mail a reset link. The answer is the same whether or not the address belongs
 * to someone, so the form cannot be used to find out who has an account.
 */
export function ForgotPasswordForm() {
  const client = useApiClient();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm({
    initialValues: { email: "" },
    check: schemaCheck(forgotPasswordSchema),
    recheckOnChange: true,
    send: async ({ email }) => {
      try {
        await requestPasswordReset(client, { email: email.trim() });
        setSentTo(email.trim());
      } catch {
        toast({
          variant: "destructive",
          title: "Something went wrong!",
          description: "The reset link could not be requested. Please try again later.",
        });
      }
    },
  });

  if (sentTo !== null) {
    return (
      <p role="status" className="m-0 text-sm">
        If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on its way.
        Check your inbox.
      </p>
    );
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="email" label="Email">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="name@example.com"
          />
        )}
      </FormTextField>
      <Button type="submit" loading={form.submitting}>
        Continue
      </Button>
    </form>
  );
}
