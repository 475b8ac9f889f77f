import { createQueryClient } from "@org/api-client/react";
import { expireSessionOn, isSignedInAtom, type SessionStore } from "@org/auth";
import type { QueryClient } from "@tanstack/react-query";
import type { Location } from "react-router";
import {
  type ErrorEffects,
  type ErrorToast,
  handleMutationError,
  handleQueryError,
} from "./server-errors";

export interface AdminQueryClientDeps {
  store: SessionStore;
  toast: (toast: ErrorToast) => void;
  navigate: (to: string) => void;
  /** Where the user is now, to come back to after signing in again. */
  currentLocation: () => Pick<Location, "pathname" | "search" | "hash">;
}

/**
 * The back-office's query client: the query rules of @org/api-client (stale after 10 s, refetch on
 * focus, up to 3 retries, none on 401/403) plus the one mapping from failures to toasts and
 * navigation (SPEC section 8).
 */
export function createAdminQueryClient({
  store,
  toast,
  navigate,
  currentLocation,
}: AdminQueryClientDeps): QueryClient {
  const effects: ErrorEffects = {
    toast,
    navigate,
    // Cached answers of the ended session are dropped when the next one starts (sign-in).
    expireSession: (error) =>
      store.get(isSignedInAtom) ? expireSessionOn(error, store, currentLocation()) : null,
  };
  return createQueryClient({
    onError: (error, origin) =>
      origin === "query" ? handleQueryError(error, effects) : handleMutationError(error, effects),
  });
}
