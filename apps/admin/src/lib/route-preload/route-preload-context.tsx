import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from "react";
import { ROUTE_PRELOAD_DELAY_MS } from "@/constants";
import type { RoutePreloader } from "./route-preloader";

const RoutePreloadContext = createContext<RoutePreloader | null>(null);

export function RoutePreloadProvider({
  preload,
  children,
}: {
  preload: RoutePreloader;
  children: ReactNode;
}) {
  return <RoutePreloadContext.Provider value={preload}>{children}</RoutePreloadContext.Provider>;
}

/** Loads a route's code ahead; does nothing outside a RoutePreloadProvider. */
export function useRoutePreload(): RoutePreloader {
  return useContext(RoutePreloadContext) ?? ignore;
}

function ignore() {}

/**
 * Event handlers for a link to `path`: pointing at it or focusing it for the preload delay loads
 * the screen's code ahead; leaving earlier loads nothing.
 */
export function usePreloadOnIntent(path: string) {
  const preload = useRoutePreload();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const start = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => preload(path), ROUTE_PRELOAD_DELAY_MS);
    };
    const cancel = () => clearTimeout(timer.current);
    return {
      onMouseEnter: start,
      onFocus: start,
      onTouchStart: start,
      onMouseLeave: cancel,
      onBlur: cancel,
    };
  }, [preload, path]);
}
