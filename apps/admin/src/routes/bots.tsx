import { BotsPage } from "@/features/bots";
import { PERMISSION } from "@/lib/permissions";
import { PermissionGate } from "./permission-gate";

export function Component() {
  return (
    <PermissionGate required={[PERMISSION.viewBot]}>
      <BotsPage />
    </PermissionGate>
  );
}
