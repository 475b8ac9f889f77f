import { useEffect, useRef } from "react";

/** Whether a key press is `key` with the platform's command modifier (meta on macOS, ctrl elsewhere). */
export function isModifierShortcut(event: KeyboardEvent, key: string): boolean {
  return (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === key.toLowerCase();
}

/**
 * Calls `onShortcut` when meta+key or ctrl+key is pressed anywhere in the page, and keeps the
 * browser's own meaning of that combination from running.
 */
export function useModifierShortcut(key: string, onShortcut: () => void): void {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isModifierShortcut(event, key)) return;
      event.preventDefault();
      handler.current();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [key]);
}
