import { useApiClient } from "@org/api-client/react";
import { signOut } from "@org/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Signs out on the server, forgets the session and everything read with it, then goes to sign in. */
export function SignOutPage() {
  const client = useApiClient();
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    signOut({ client, store }).then(() => {
      queryClient.clear();
      if (active) navigate("/sign-in", { replace: true });
    });
    return () => {
      active = false;
    };
  }, [client, store, queryClient, navigate]);

  return (
    <main className="flex min-h-svh items-center justify-center text-sm text-muted-foreground">
      <p role="status">Signing out…</p>
    </main>
  );
}
