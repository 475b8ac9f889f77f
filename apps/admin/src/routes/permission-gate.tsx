import { RequirePermissions } from "@org/auth";
import type { ComponentType, ReactNode } from "react";
import type { NavItem } from "@/components/layout/nav-data";
import { ForbiddenError } from "@/features/errors";

type Screen = Pick<NavItem, "permissions">;

/**
 * A screen for users holding every permission of its navigation entry (`NAV_ITEMS`), which says
 * them once for the sidebar, the command palette and this guard; others get the 403 page.
 */
export function PermissionGate({ screen, children }: { screen: Screen; children: ReactNode }) {
  return (
    <RequirePermissions required={screen.permissions} fallback={<ForbiddenError />}>
      {children}
    </RequirePermissions>
  );
}

/** The route component of a page guarded by the navigation entry of its screen. */
export function guardedScreen(screen: Screen, Page: ComponentType): ComponentType {
  return function GuardedScreen() {
    return (
      <PermissionGate screen={screen}>
        <Page />
      </PermissionGate>
    );
  };
}
