import { useCurrentUser } from "@org/api-client/react";
import { SIDEBAR_COOKIE_NAME, useSidebar } from "@org/ui";
import { useEffect, useRef } from "react";

function browserHasSidebarState(): boolean {
  return document.cookie.split("; ").some((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
}

/**
 * The sidebar follows the browser's own cookie; a browser that has none yet (a first visit, a
 * new device) starts from the layout the user saved with their account.
 */
export function SavedSidebarPreference() {
  const user = useCurrentUser();
  const { setOpen } = useSidebar();
  const applied = useRef(false);
  const collapsed = user.data?.preferences.display.sidebar_collapsed;

  useEffect(() => {
    if (applied.current || collapsed === undefined) return;
    applied.current = true;
    if (!browserHasSidebarState()) setOpen(!collapsed);
  }, [collapsed, setOpen]);

  return null;
}
