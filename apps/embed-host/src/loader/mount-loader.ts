import {
  AMI_APPEARANCE,
  AMI_AVATAR_UPDATE,
  AMI_BUBBLES_DATA,
  AMI_CHAT_CLOSE,
  AMI_CLOSE_ALL_BUBBLES,
  AMI_REQUEST_BUBBLES,
  AMI_UNAVAILABLE,
  type BotAppearance,
  type BubbleData,
  bubbleDelay,
  CLOSE_ICON_PATH,
  closeAllDelay,
  embedPageUrl,
  isFromPeer,
  isWebAddress,
  LAUNCHER_ICON_PATHS,
  LAUNCHER_TEXTS,
  MAX_VISIBLE_BUBBLES,
  MOBILE_BREAKPOINT_PX,
  readableTextOn,
  readWidgetMessage,
} from "@org/chat-widget/host";
import { LOADER_CSS } from "./loader-styles";
import type { LoaderOptions } from "./read-script-options";

/**
 * The launcher waits this long at most, once the frame starts loading, for the appearance the
 * widget reports before it shows with the script tag's options and the defaults.
 */
export const APPEARANCE_WAIT_MS = 4000;

export interface MountedLoader {
  /** The element the loader added to the host page (its content lives in its shadow root). */
  host: HTMLElement;
  /** Creates the frame now instead of after the page's load. */
  loadFrame: () => HTMLIFrameElement;
  destroy: () => void;
}

/**
 * Draws the launcher and the bubbles on the host page and opens the widget's frame. The frame is
 * only created once the host page has loaded, so the widget never delays it. Messages are heard
 * only from that frame's window at the embed origin, through a listener of our own: the host
 * page's handlers are left as they are. The launcher shows once the widget has told the
 * assistant's appearance (or after APPEARANCE_WAIT_MS), so it never jumps to another corner; the
 * script tag's options win over that appearance.
 */
export function mountLoader(options: LoaderOptions): MountedLoader {
  const host = document.createElement("div");
  host.setAttribute("data-ami-bot", options.botId);
  const shadow = host.attachShadow({ mode: "open" });
  adoptStyles(shadow);

  const root = element("div", "root");
  root.toggleAttribute("data-pending", true);
  root.style.setProperty("--z", options.zIndex);
  const bubbles = element("div", "bubbles");
  const launcher = element("button", "launcher");
  launcher.type = "button";
  root.append(bubbles, launcher);
  shadow.append(root);

  let frame: HTMLIFrameElement | undefined;
  let open = false;
  let avatarUrl: string | undefined;
  let shownBubbles: BubbleData[] = [];
  let bubbleTimers: ReturnType<typeof setTimeout>[] = [];
  let appearance: Partial<BotAppearance> = {};
  let revealTimer: ReturnType<typeof setTimeout> | undefined;
  let touched = false;
  const texts = () => LAUNCHER_TEXTS[options.locale ?? appearance.language ?? "fr"];

  const drawLauncher = () => {
    const label = open ? texts().minimiseTitle : texts().openTitle;
    const shape = appearance.launcher_icon ?? "avatar";
    launcher.title = label;
    launcher.setAttribute("aria-label", label);
    launcher.setAttribute("aria-expanded", String(open));
    if (!open && shape !== "avatar") {
      launcher.replaceChildren(icon(LAUNCHER_ICON_PATHS[shape]));
    } else if (!open && avatarUrl) {
      const image = document.createElement("img");
      image.alt = "";
      // A picture that cannot load gives way to the drawn icon.
      image.addEventListener("error", () => {
        avatarUrl = undefined;
        drawLauncher();
      });
      image.src = avatarUrl;
      launcher.replaceChildren(image);
    } else {
      launcher.replaceChildren(icon(open ? CLOSE_ICON_PATH : LAUNCHER_ICON_PATHS.chat));
    }
  };

  /** The script tag's options, else the assistant's appearance, else the defaults. */
  const applyAppearance = () => {
    root.dataset.position = options.position ?? appearance.position ?? "bottom-right";
    root.dataset.size = options.size ?? appearance.size ?? "md";
    root.dataset.theme = appearance.theme ?? "light";
    if (appearance.color) {
      root.style.setProperty("--c", appearance.color);
      root.style.setProperty("--on-c", readableTextOn(appearance.color));
    }
    if (frame) frame.title = texts().frameTitle;
    const closeAll = bubbles.querySelector(".close-all");
    closeAll?.setAttribute("title", texts().closeAllBubblesTitle);
    closeAll?.setAttribute("aria-label", texts().closeAllBubblesTitle);
    drawLauncher();
  };

  const reveal = () => {
    clearTimeout(revealTimer);
    root.removeAttribute("data-pending");
  };

  const loadFrame = () => {
    if (frame) return frame;
    frame = document.createElement("iframe");
    frame.title = texts().frameTitle;
    frame.hidden = true;
    frame.src = embedPageUrl(
      options.embedOrigin,
      options.botId,
      location.origin,
      options.privacyUrl,
      options.locale,
    );
    revealTimer = setTimeout(reveal, APPEARANCE_WAIT_MS);
    frame.addEventListener("load", () => {
      frame?.contentWindow?.postMessage({ type: AMI_REQUEST_BUBBLES }, options.embedOrigin);
    });
    root.insertBefore(frame, launcher);
    return frame;
  };

  const fitToVisibleScreen = () => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    root.style.setProperty("--vv-height", `${viewport.height}px`);
    root.style.setProperty("--vv-top", `${viewport.offsetTop}px`);
  };

  const setOpen = (next: boolean, focus = true) => {
    open = next;
    const shown = loadFrame();
    // Read before hiding the frame, which drops the focus it holds.
    const focusInFrame = shadow.activeElement === shown;
    shown.hidden = !open;
    root.toggleAttribute("data-open", open);
    bubbles.hidden = open;
    drawLauncher();
    if (open) {
      fitToVisibleScreen();
      if (focus) shown.focus();
    } else if (focusInFrame) {
      launcher.focus();
    }
  };

  const clearBubbles = () => {
    for (const timer of bubbleTimers) clearTimeout(timer);
    bubbleTimers = [];
    shownBubbles = [];
    bubbles.replaceChildren();
  };

  const drawBubbles = (list: BubbleData[]) => {
    const next = list.slice(0, MAX_VISIBLE_BUBBLES);
    const same =
      next.length === shownBubbles.length &&
      next.every((bubble, index) => bubble.id === shownBubbles[index]?.id);
    if (same) return;
    clearBubbles();
    shownBubbles = next;
    if (next.length === 0) return;
    const closeAll = element("button", "close-all");
    closeAll.type = "button";
    closeAll.title = texts().closeAllBubblesTitle;
    closeAll.setAttribute("aria-label", texts().closeAllBubblesTitle);
    closeAll.hidden = true;
    closeAll.append(icon(CLOSE_ICON_PATH));
    closeAll.addEventListener("click", clearBubbles);
    bubbles.append(closeAll);
    next.forEach((bubble, index) => {
      const button = element("button", "bubble");
      button.type = "button";
      button.textContent = bubble.bubble;
      button.hidden = true;
      button.addEventListener("click", () => {
        touched = true;
        setOpen(true);
      });
      bubbles.append(button);
      // The chat is hidden on the host page until opened: bubbles use the longer step.
      bubbleTimers.push(setTimeout(() => (button.hidden = false), bubbleDelay(index, false)));
    });
    bubbleTimers.push(setTimeout(() => (closeAll.hidden = false), closeAllDelay(next.length)));
  };

  const onMessage = (event: MessageEvent) => {
    if (
      !frame ||
      !isFromPeer(event, { origin: options.embedOrigin, window: frame.contentWindow })
    ) {
      return;
    }
    const message = readWidgetMessage(event.data);
    // An unknown or deactivated assistant: nothing of it stays on the page.
    if (message?.type === AMI_UNAVAILABLE) destroy();
    else if (message?.type === AMI_BUBBLES_DATA) drawBubbles(message.bubbles);
    else if (message?.type === AMI_CLOSE_ALL_BUBBLES) clearBubbles();
    else if (message?.type === AMI_CHAT_CLOSE) setOpen(false);
    else if (message?.type === AMI_AVATAR_UPDATE && isWebAddress(message.avatarUrl)) {
      avatarUrl = message.avatarUrl;
      drawLauncher();
    } else if (message?.type === AMI_APPEARANCE) {
      const first = root.hasAttribute("data-pending");
      appearance = message.appearance;
      applyAppearance();
      reveal();
      // Open at start, unless the visitor got there first; the page keeps its focus.
      if (first && appearance.default_open && !open && !touched) setOpen(true, false);
    }
  };

  const onViewportChange = () => {
    if (open && window.innerWidth < MOBILE_BREAKPOINT_PX) fitToVisibleScreen();
  };

  launcher.addEventListener("click", () => {
    touched = true;
    setOpen(!open);
  });
  window.addEventListener("message", onMessage);
  window.visualViewport?.addEventListener("resize", onViewportChange);
  window.visualViewport?.addEventListener("scroll", onViewportChange);
  const onLoad = () => loadFrame();
  if (document.readyState === "complete") setTimeout(onLoad);
  else window.addEventListener("load", onLoad, { once: true });
  applyAppearance();
  document.body.append(host);

  function destroy() {
    clearBubbles();
    clearTimeout(revealTimer);
    window.removeEventListener("message", onMessage);
    window.removeEventListener("load", onLoad);
    window.visualViewport?.removeEventListener("resize", onViewportChange);
    window.visualViewport?.removeEventListener("scroll", onViewportChange);
    host.remove();
  }

  return { host, loadFrame, destroy };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

function icon(outline: string): SVGSVGElement {
  const namespace = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(namespace, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(namespace, "path");
  path.setAttribute("d", outline);
  svg.append(path);
  return svg;
}

/**
 * A constructed stylesheet is not an inline style, so a strict Content-Security-Policy on the
 * host page does not block it; a <style> element is the fallback for older browsers.
 */
function adoptStyles(shadow: ShadowRoot) {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(LOADER_CSS);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement("style");
    style.textContent = LOADER_CSS;
    shadow.append(style);
  }
}
