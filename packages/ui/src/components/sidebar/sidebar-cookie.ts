import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_PATH,
} from "../../constants";

/** Reads whether the sidebar was left expanded; expanded unless the saved value is "false". */
export function readSidebarExpanded(
  cookie: string = typeof document === "undefined" ? "" : document.cookie,
): boolean {
  const saved = cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return saved?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== "false";
}

/** The cookie that remembers the sidebar state for seven days on the whole site. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=${SIDEBAR_COOKIE_PATH}; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`;
}

export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = sidebarCookie(expanded);
}
