import type { Permission } from "@org/api-client";

/** True only when every required permission is in the user's set (nothing required: true). */
export function hasPermissions(
  required: readonly Permission[],
  granted: readonly string[] | ReadonlySet<string>,
): boolean {
  const set = granted instanceof Set ? granted : new Set(granted);
  return required.every((permission) => set.has(permission));
}
