import { KnowledgeBasePage } from "@/features/knowledge-bases";
import { PERMISSION } from "@/lib/permissions";
import { PermissionGate } from "./permission-gate";

export function Component() {
  return (
    <PermissionGate required={[PERMISSION.viewBot]}>
      <KnowledgeBasePage />
    </PermissionGate>
  );
}
