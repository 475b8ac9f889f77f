import { RequirePermissions } from "@org/auth";
import type { ReactNode } from "react";
import { ForbiddenError } from "@/features/errors";

/** A screen for users holding every `required` permission; others get the 403 page. */
export function PermissionGate({
  required,
  children,
}: {
  required: readonly string[];
  children: ReactNode;
}) {
  return (
    <RequirePermissions required={required} fallback={<ForbiddenError />}>
      {children}
    </RequirePermissions>
  );
}
