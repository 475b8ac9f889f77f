import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches; false during server rendering, and on a page without
 * `matchMedia`: jsdom, where the tests of many React sites render them, has none, and the widget
 * must not break the site it is on.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

function canMatchMedia(): boolean {
  return typeof window.matchMedia === "function";
}
