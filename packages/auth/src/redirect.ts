import { HOME_PATH, REDIRECT_PARAM, SIGN_IN_PATH } from "./constants";

/**
 * The page to land on after signing in: the `redirect` parameter when it is a path of this site,
 * else home. Anything that could leave the site (`//host`, `https://…`, `/\host`) is refused, so a
 * crafted sign-in link cannot send the user elsewhere.
 */
export function redirectTarget(search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const target = params.get(REDIRECT_PARAM);
  if (target?.startsWith("/") && !target.startsWith("//") && !target.includes("\\")) {
    return target;
  }
  return HOME_PATH;
}

/** The sign-in address that brings the user back to `location` (path, query and hash). */
export function signInPathFor(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): string {
  const back = `${location.pathname}${location.search ?? ""}${location.hash ?? ""}`;
  if (back === HOME_PATH || back.startsWith(SIGN_IN_PATH)) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}`;
}
