import { type RefObject, useLayoutEffect } from "react";

/**
 * While `enabled` (a full-screen panel on a phone), keeps the element sized to the part of the
 * screen the on-screen keyboard leaves visible, through two custom properties its styles read.
 */
export function useVisualViewport(element: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const target = element.current;
    const viewport = window.visualViewport;
    if (!enabled || !target || !viewport) return;
    const update = () => {
      target.style.setProperty("--ami-viewport-height", `${viewport.height}px`);
      target.style.setProperty("--ami-viewport-top", `${viewport.offsetTop}px`);
    };
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
      target.style.removeProperty("--ami-viewport-height");
      target.style.removeProperty("--ami-viewport-top");
    };
  }, [element, enabled]);
}
