import { DashboardPage } from "@/features/dashboard";
import { DASHBOARD_PERMISSIONS } from "@/lib/permissions";
import { PermissionGate } from "./permission-gate";

export function Component() {
  return (
    <PermissionGate required={DASHBOARD_PERMISSIONS}>
      <DashboardPage />
    </PermissionGate>
  );
}
