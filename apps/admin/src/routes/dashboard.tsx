import { useHasPermissions } from "@org/auth";
import { Navigate } from "react-router";
import { NAV_ITEMS } from "@/components/layout/nav-data";
import { useVisibleNav } from "@/components/layout/use-visible-nav";
import { DashboardPage } from "@/features/dashboard";

/**
 * Home. A user who may not see the dashboard lands on the first screen they may open (at worst
 * their settings, which everyone may open).
 */
export function Component() {
  const allowed = useHasPermissions(NAV_ITEMS.dashboard.permissions);
  const firstOpen = useVisibleNav()[0]?.items[0]?.url ?? "/settings";
  if (allowed) return <DashboardPage />;
  return <Navigate to={firstOpen} replace />;
}
