import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { isNearBottom } from "../lib/scroll-position";

export interface AutoScroll {
  /** False when the list is scrolled away from its bottom: the scroll-to-bottom button shows. */
  atBottom: boolean;
  scrollToBottom: () => void;
  /** Handlers for the scrolling element. */
  listeners: {
    onScroll: () => void;
    onWheel: (event: { deltaY: number }) => void;
    onTouchStart: (event: {
      touches: { clientY: number }[] | ArrayLike<{ clientY: number }>;
    }) => void;
    onTouchMove: (event: {
      touches: { clientY: number }[] | ArrayLike<{ clientY: number }>;
    }) => void;
  };
}

/**
 * Keeps a list scrolled to its bottom as content arrives, until the visitor scrolls or swipes
 * upward; following resumes once they are back within 20 px of the bottom. Content that grows by
 * itself (a comment box opening under the last answer, sources unfolded) is followed too, or, when
 * not following, tells that the bottom is out of sight.
 */
export function useAutoScroll(list: RefObject<HTMLElement | null>, content: unknown): AutoScroll {
  const following = useRef(true);
  /** How tall the content was when the list was last put at its bottom. */
  const heightAtBottom = useRef(0);
  const touchY = useRef<number | undefined>(undefined);
  const [atBottom, setAtBottom] = useState(true);

  const scrollToBottom = useCallback(() => {
    const element = list.current;
    if (!element) return;
    following.current = true;
    element.scrollTop = element.scrollHeight;
    heightAtBottom.current = element.scrollHeight;
    setAtBottom(true);
  }, [list]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the content changes
  useLayoutEffect(() => {
    if (following.current) scrollToBottom();
  }, [content, scrollToBottom]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's children change with the content
  useEffect(() => {
    const element = list.current;
    if (!element?.children || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (following.current) scrollToBottom();
      else setAtBottom(isNearBottom(element));
    });
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [content, list, scrollToBottom]);

  const onScroll = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // Content that changed since the list was at its bottom moved it, not the visitor: an answer
    // replacing its draft, a comment box opening. Followed down.
    if (following.current && element.scrollHeight !== heightAtBottom.current) {
      scrollToBottom();
      return;
    }
    const near = isNearBottom(element);
    // Scrolled away (scrollbar, keyboard) without wheel or touch: following stops too.
    if (element.scrollHeight > element.clientHeight || near) following.current = near;
    setAtBottom(near);
  }, [list, scrollToBottom]);

  return {
    atBottom,
    scrollToBottom,
    listeners: {
      onScroll,
      onWheel: (event) => {
        if (event.deltaY < 0) following.current = false;
      },
      onTouchStart: (event) => {
        touchY.current = event.touches[0]?.clientY;
      },
      onTouchMove: (event) => {
        const y = event.touches[0]?.clientY;
        // A finger moving down the screen scrolls the list up.
        if (y !== undefined && touchY.current !== undefined && y > touchY.current) {
          following.current = false;
        }
        touchY.current = y;
      },
    },
  };
}
