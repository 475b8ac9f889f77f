import { hasPermissions, usePermissions } from "@org/auth";
import { useMemo } from "react";
import { NAV_GROUPS, type NavGroup } from "./nav-data";

/** The navigation groups with only the entries the user may open; empty groups are left out. */
export function useVisibleNav(): NavGroup[] {
  const granted = usePermissions();
  return useMemo(() => {
    const grantedSet = new Set(granted);
    return NAV_GROUPS.map((group) => ({
      ...group,
      items: group.items.filter((item) => hasPermissions(item.permissions, grantedSet)),
    })).filter((group) => group.items.length > 0);
  }, [granted]);
}
