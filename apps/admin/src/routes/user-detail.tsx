import { useUser } from "@org/auth";
import { useParams } from "react-router";
import { NAV_ITEMS } from "@/components/layout/nav-data";
import { UserDetailPage } from "@/features/users";
import { PermissionGate } from "./permission-gate";

/** Anyone may open their own account; other users' need what the list of users needs. */
export function Component() {
  const { userId } = useParams();
  const own = String(useUser()?.user_id) === userId;
  return (
    <PermissionGate screen={own ? { permissions: [] } : NAV_ITEMS.users}>
      <UserDetailPage />
    </PermissionGate>
  );
}
