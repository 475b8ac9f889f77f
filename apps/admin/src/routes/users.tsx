import { UsersPage } from "@/features/users";
import { PERMISSION } from "@/lib/permissions";
import { PermissionGate } from "./permission-gate";

export function Component() {
  return (
    <PermissionGate required={[PERMISSION.viewUser]}>
      <UsersPage />
    </PermissionGate>
  );
}
