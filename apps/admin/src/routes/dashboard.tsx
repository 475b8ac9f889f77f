import { useHasPermissions } from "@org/auth";
import { Navigate } from "react-router";
import { useVisibleNav } from "@/components/layout/use-visible-nav";
import { DashboardPage } from "@/features/dashboard";
import { DASHBOARD_PERMISSIONS } from "@/lib/permissions";

/**
 * Home. A user who may not see the dashboard lands on the first screen they may open (at worst
 * their settings, which everyone may open).
 */
export function Component() {
  const allowed = useHasPermissions(DASHBOARD_PERMISSIONS);
  const firstOpen = useVisibleNav()[0]?.items[0]?.url ?? "/settings";
  if (allowed) return <DashboardPage />;
  return <Navigate to={firstOpen} replace />;
}
