import { LOCAL_API_BASE_URL, LOCAL_HOST_NAMES } from "../constants";

/** Which API a page talks to, by the page's host name. */
export interface ApiHosts {
  /** Page host name -> API base URL, e.g. `{"admin.example.org": "https://api.example.org"}`. */
  byHostName?: Readonly<Record<string, string>>;
  /** API base URL for any other host name. Defaults to the page's own origin. */
  fallback?: string;
}

/** The part of `window.location` the choice depends on. */
export interface PageLocation {
  hostname: string;
  origin: string;
}

/**
 * Chooses the API base URL for the page at `page`: a mapped host first, then the local API for a
 * local host name, then the fallback. Without a page (server-side rendering, Node scripts) and
 * without a fallback, the local API.
 */
export function resolveApiBaseUrl(
  hosts: ApiHosts = {},
  page: PageLocation | undefined = currentPage(),
): string {
  if (page) {
    const mapped = hosts.byHostName?.[page.hostname];
    if (mapped) return mapped;
    if (isLocalHostName(page.hostname)) return LOCAL_API_BASE_URL;
  }
  return hosts.fallback ?? page?.origin ?? LOCAL_API_BASE_URL;
}

function isLocalHostName(hostName: string): boolean {
  return (LOCAL_HOST_NAMES as readonly string[]).includes(hostName);
}

/** Read at call time, never at import time, so the module loads where there is no window. */
function currentPage(): PageLocation | undefined {
  return typeof location === "undefined" ? undefined : location;
}
