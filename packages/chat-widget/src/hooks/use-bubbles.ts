import { type ApiClient, type Bubble, listBubbles } from "@org/api-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_VISIBLE_BUBBLES } from "../constants";
import { bubbleDelay, closeAllDelay } from "../host/bubble-timing";

export interface BubblesState {
  /** The bot's bubbles (at most three), empty until loaded and after closing them all. */
  bubbles: Bubble[];
  /** True once the bubbles have been loaded (even when there are none). */
  loaded: boolean;
  closeAll: () => void;
}

/** The bot's suggestion bubbles, loaded once without a session (they show before consent). */
export function useBubbles(client: ApiClient, botId: number): BubblesState {
  const [bubbles, setBubbles] = useState<Bubble[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let active = true;
    listBubbles(client, botId).then((list) => {
      if (!active) return;
      setBubbles(list.slice(0, MAX_VISIBLE_BUBBLES));
      setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [client, botId]);

  const closeAll = useCallback(() => setBubbles([]), []);
  return { bubbles, loaded, closeAll };
}

export interface BubbleSchedule {
  /** How many of the bubbles have faded in so far. */
  shownCount: number;
  closeAllShown: boolean;
}

/**
 * When each bubble and the close-all button appear, counted from the bubbles' arrival. When the
 * chat becomes shown meanwhile, the bubbles still waiting follow the shorter step.
 */
export function useBubbleSchedule(count: number, chatShown: boolean): BubbleSchedule {
  const [shownCount, setShownCount] = useState(0);
  const [closeAllShown, setCloseAllShown] = useState(false);
  const arrivedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (count === 0) {
      arrivedAt.current = undefined;
      setShownCount(0);
      setCloseAllShown(false);
      return;
    }
    arrivedAt.current ??= Date.now();
    const arrival = arrivedAt.current;
    const after = (delay: number, action: () => void) =>
      setTimeout(action, Math.max(0, arrival + delay - Date.now()));
    const timers = Array.from({ length: count }, (_, index) =>
      after(bubbleDelay(index, chatShown), () =>
        setShownCount((shown) => Math.max(shown, index + 1)),
      ),
    );
    timers.push(after(closeAllDelay(count), () => setCloseAllShown(true)));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [count, chatShown]);

  return { shownCount: Math.min(shownCount, count), closeAllShown: closeAllShown && count > 0 };
}
