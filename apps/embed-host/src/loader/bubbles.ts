import {
  type BubbleData,
  bubbleDelay,
  CLOSE_ICON_PATH,
  closeAllDelay,
  type LauncherTexts,
  MAX_VISIBLE_BUBBLES,
} from "@org/chat-widget/host";
import { element, icon } from "./elements";

export interface Bubbles {
  container: HTMLDivElement;
  /** Shows these suggestions, fading in one by one, unless they are the ones already shown. */
  show: (list: BubbleData[]) => void;
  clear: () => void;
  /** Names the close-all button in the current language. */
  relabel: () => void;
}

/**
 * The suggestions stacked above the launcher, with their close-all button; pressing one opens the
 * chat. The chat is hidden on the host page until opened, so they use the longer step.
 */
export function createBubbles(texts: () => LauncherTexts, onOpen: () => void): Bubbles {
  const container = element("div", "bubbles");
  let shown: BubbleData[] = [];
  let timers: ReturnType<typeof setTimeout>[] = [];

  const label = (closeAll: Element) => {
    closeAll.setAttribute("title", texts().closeAllBubblesTitle);
    closeAll.setAttribute("aria-label", texts().closeAllBubblesTitle);
  };

  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    shown = [];
    container.replaceChildren();
  };

  const show = (list: BubbleData[]) => {
    const next = list.slice(0, MAX_VISIBLE_BUBBLES);
    const same =
      next.length === shown.length && next.every((bubble, index) => bubble.id === shown[index]?.id);
    if (same) return;
    clear();
    shown = next;
    if (next.length === 0) return;
    const closeAll = element("button", "close-all");
    closeAll.type = "button";
    label(closeAll);
    closeAll.hidden = true;
    closeAll.append(icon(CLOSE_ICON_PATH));
    closeAll.addEventListener("click", clear);
    container.append(closeAll);
    next.forEach((bubble, index) => {
      const button = element("button", "bubble");
      button.type = "button";
      button.textContent = bubble.bubble;
      button.hidden = true;
      button.addEventListener("click", onOpen);
      container.append(button);
      timers.push(setTimeout(() => (button.hidden = false), bubbleDelay(index, false)));
    });
    timers.push(setTimeout(() => (closeAll.hidden = false), closeAllDelay(next.length)));
  };

  return {
    container,
    show,
    clear,
    relabel: () => {
      const closeAll = container.querySelector(".close-all");
      if (closeAll) label(closeAll);
    },
  };
}
