import { useUser } from "@org/auth";
import { useParams } from "react-router";
import { UserDetailPage } from "@/features/users";
import { PERMISSION } from "@/lib/permissions";
import { PermissionGate } from "./permission-gate";

/** Anyone may open their own account; other users' need the permission to view users. */
export function Component() {
  const { userId } = useParams();
  const own = String(useUser()?.user_id) === userId;
  return (
    <PermissionGate required={own ? [] : [PERMISSION.viewUser]}>
      <UserDetailPage />
    </PermissionGate>
  );
}
