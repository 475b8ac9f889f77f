import { useApiClient } from "@org/api-client/react";
import { signOut } from "@org/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** Signs out on the server, forgets the session and everything read with it, then goes to sign in. */
export function SignOutPage() {
  const client = useApiClient();
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Once per visit of the page, even when React runs the effect twice (development checks).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut({ client, store }).then(() => {
      queryClient.clear();
      navigate("/sign-in", { replace: true });
    });
  }, [client, store, queryClient, navigate]);

  return (
    <main className="flex min-h-svh items-center justify-center text-sm text-muted-foreground">
      <p role="status">Signing out…</p>
    </main>
  );
}
