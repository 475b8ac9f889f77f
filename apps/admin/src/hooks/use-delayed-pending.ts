import { useEffect, useRef, useState } from "react";

export interface DelayedPendingTiming {
  /** How long something must stay pending before it is shown as pending. */
  delayMs: number;
  /** Once shown, the pending state stays at least this long. */
  minDurationMs: number;
}

/**
 * Whether to show a pending state for work that is `pending`: not for quick work (under
 * `delayMs`), and never as a flash (at least `minDurationMs` once shown).
 */
export function useDelayedPending(
  pending: boolean,
  { delayMs, minDurationMs }: DelayedPendingTiming,
): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (pending) {
      if (shownAt.current !== null) return;
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    if (shownAt.current === null) return;
    const remaining = Math.max(0, shownAt.current + minDurationMs - Date.now());
    const timer = setTimeout(() => {
      shownAt.current = null;
      setShown(false);
    }, remaining);
    return () => clearTimeout(timer);
  }, [pending, delayMs, minDurationMs]);

  return shown;
}
