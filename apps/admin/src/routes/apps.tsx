import { AppsPage } from "@/features/apps";
import { PERMISSION } from "@/lib/permissions";
import { PermissionGate } from "./permission-gate";

/** Embedding settings belong to assistants: seeing them needs the permission to view assistants. */
export function Component() {
  return (
    <PermissionGate required={[PERMISSION.viewBot]}>
      <AppsPage />
    </PermissionGate>
  );
}
