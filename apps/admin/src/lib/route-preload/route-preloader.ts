import { matchRoutes, type RouteObject } from "react-router";

export type RoutePreloader = (path: string) => void;

/** SPEC section 8: a route whose code fails to load is logged under this message. */
export const ROUTE_PRELOAD_ERROR = "Error preloading route!";

/**
 * Loads ahead the lazy code of every route matching a path, so that following a link shows the
 * screen without waiting. A failure is only logged: the navigation itself will retry and show it.
 */
export function createRoutePreloader(
  routes: RouteObject[],
  logError: (message: string, error: unknown) => void = console.error,
): RoutePreloader {
  return (path) => {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy !== "function") continue;
      route.lazy().catch((error: unknown) => logError(ROUTE_PRELOAD_ERROR, error));
    }
  };
}
