import { ApiError } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { redirectTarget, signIn } from "@org/auth";
import { Button, Input, PasswordInput, toast } from "@org/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import { Link, useLocation, useNavigate } from "react-router";
import { FormTextField } from "@/components/form-text-field";
import { schemaCheck } from "@/lib/form-errors";
import { formatWait } from "@/lib/format-date";
import { useForm } from "@/lib/use-form";
import { signInSchema } from "../data/schema";

/**
 * What a refused sign-in tells the user: after too many attempts the server pauses sign-in for
 * this name or address (429), and says for how long; when too many passwords wait to be checked it
 * answers at once that it is busy (503), with when to try again; anything else is a credentials
 * problem.
 */
function signInFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      variant: "destructive" as const,
      title: "Connexion suspendue",
      description:
        wait === undefined
          ? "Trop de tentatives de connexion. Réessayez dans quelques minutes."
          : `Trop de tentatives de connexion. Réessayez dans ${formatWait(wait)}.`,
    };
  }
  if (error instanceof ApiError && error.status === 503) {
    const wait = error.retryAfterSeconds;
    return {
      variant: "destructive" as const,
      title: "Serveur très sollicité",
      description:
        wait === undefined
          ? "Trop de connexions en même temps. Réessayez dans un instant."
          : `Trop de connexions en même temps. Réessayez dans ${formatWait(wait)}.`,
    };
  }
  return {
    variant: "destructive" as const,
    title: "Erreur de connexion",
    description: "Vérifiez vos identifiants et réessayez",
  };
}

/** Username and password; on success the user lands where they were going, else home. */
export function SignInForm() {
  const client = useApiClient();
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const form = useForm({
    initialValues: { username: "", password: "" },
    check: schemaCheck(signInSchema),
    recheckOnChange: true,
    send: async (credentials) => {
      try {
        const user = await signIn({ client, store }, credentials);
        // Nothing read for a previous session may show in this one.
        queryClient.clear();
        toast({ title: "Connexion réussie", description: `Bienvenue, ${user.username} !` });
        navigate(redirectTarget(location.search), { replace: true });
      } catch (error) {
        toast(signInFailure(error));
      }
    },
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="username" label="Username">
        {(control) => <Input {...control} autoComplete="username" autoFocus />}
      </FormTextField>
      <div className="grid gap-1.5">
        <FormTextField form={form} name="password" label="Password">
          {(control) => <PasswordInput {...control} />}
        </FormTextField>
        <Link
          to="/forgot-password"
          className="justify-self-end text-sm text-muted-foreground hover:text-foreground hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" loading={form.submitting} className="mt-2">
        Login
      </Button>
    </form>
  );
}
