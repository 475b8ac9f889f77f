import type { Permission } from "@org/api-client";
import { useAtomValue } from "jotai";
import { type ReactNode, useMemo } from "react";
import { hasPermissions } from "./permissions";
import { isSignedInAtom, permissionsAtom, userAtom } from "./session-atoms";

/** The signed-in user (null when signed out). */
export function useUser() {
  return useAtomValue(userAtom);
}

/** The signed-in user's permission strings, sorted. */
export function usePermissions(): readonly string[] {
  return useAtomValue(permissionsAtom);
}

export function useIsSignedIn(): boolean {
  return useAtomValue(isSignedInAtom);
}

/** True when the user holds every permission in `required`. */
export function useHasPermissions(required: readonly Permission[]): boolean {
  const granted = usePermissions();
  const grantedSet = useMemo(() => new Set(granted), [granted]);
  return hasPermissions(required, grantedSet);
}

export interface RequirePermissionsProps {
  /** Every one of these must be held. */
  required: readonly Permission[];
  children: ReactNode;
  /** Shown instead when a permission is missing; nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only for a user who holds every required permission. */
export function RequirePermissions({
  required,
  children,
  fallback = null,
}: RequirePermissionsProps) {
  return <>{useHasPermissions(required) ? children : fallback}</>;
}
