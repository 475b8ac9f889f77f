import { useHasPermissions } from "@org/auth";
import { Navigate } from "react-router";
import { useVisibleNav } from "@/components/layout/use-visible-nav";
import { DashboardPage } from "@/features/dashboard";
import { ForbiddenError } from "@/features/errors";
import { DASHBOARD_PERMISSIONS } from "@/lib/permissions";

/**
 * Home. A user who may not see the dashboard lands on the first screen they may open, and only
 * one who may open none of them is refused.
 */
export function Component() {
  const allowed = useHasPermissions(DASHBOARD_PERMISSIONS);
  const firstOpen = useVisibleNav()[0]?.items[0]?.url;
  if (allowed) return <DashboardPage />;
  if (firstOpen && firstOpen !== "/") return <Navigate to={firstOpen} replace />;
  return <ForbiddenError />;
}
