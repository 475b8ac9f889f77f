import { ChatsPage } from "@/features/chats";
import { PERMISSION } from "@/lib/permissions";
import { PermissionGate } from "./permission-gate";

/** Conversations belong to assistants: reading them needs the permission to view assistants. */
export function Component() {
  return (
    <PermissionGate required={[PERMISSION.viewBot]}>
      <ChatsPage />
    </PermissionGate>
  );
}
