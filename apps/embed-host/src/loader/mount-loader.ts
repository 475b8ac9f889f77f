import {
  AMI_APPEARANCE,
  AMI_AVATAR_UPDATE,
  AMI_BUBBLES_DATA,
  AMI_CHAT_CLOSE,
  AMI_CLOSE_ALL_BUBBLES,
  AMI_UNAVAILABLE,
  type BotAppearance,
  isWebAddress,
  LAUNCHER_TEXTS,
  MOBILE_BREAKPOINT_PX,
  readAppearance,
  readableTextOn,
  readWidgetMessage,
  resolveAppearance,
} from "@org/chat-widget/host";
import { createBubbles } from "./bubbles";
import { element } from "./elements";
import { createLauncher } from "./launcher";
import { createLoaderFrame } from "./loader-frame";
import { adoptStyles } from "./loader-styles";
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
 * script tag's options win over that appearance, as the widget's props do.
 */
export function mountLoader(options: LoaderOptions): MountedLoader {
  const host = document.createElement("div");
  host.setAttribute("data-ami-bot", options.botId);
  const shadow = host.attachShadow({ mode: "open" });
  adoptStyles(shadow);

  // The script tag's choices, leaving out those it does not make.
  const given = readAppearance({
    position: options.position,
    size: options.size,
    language: options.locale,
  });
  let stored: Partial<BotAppearance> = {};
  let open = false;
  // The visitor opened or closed the chat: opening at start no longer applies.
  let touched = false;
  let revealTimer: ReturnType<typeof setTimeout> | undefined;
  const drawn = () => resolveAppearance({ given, stored });
  const texts = () => LAUNCHER_TEXTS[drawn().language];

  const root = element("div", "root");
  root.toggleAttribute("data-pending", true);
  root.style.setProperty("--z", options.zIndex);
  const reveal = () => {
    clearTimeout(revealTimer);
    root.removeAttribute("data-pending");
  };
  const launcher = createLauncher(
    () => ({ open, texts: texts(), picture: drawn().launcher_icon }),
    () => {
      touched = true;
      setOpen(!open);
    },
  );
  const bubbles = createBubbles(texts, () => {
    touched = true;
    setOpen(true);
  });
  const frame = createLoaderFrame(
    options,
    () => texts().frameTitle,
    (created) => {
      revealTimer = setTimeout(reveal, APPEARANCE_WAIT_MS);
      root.insertBefore(created, launcher.button);
    },
  );
  root.append(bubbles.container, launcher.button);
  shadow.append(root);

  const applyAppearance = () => {
    const { position, size, theme, color } = drawn();
    root.dataset.position = position;
    root.dataset.size = size;
    root.dataset.theme = theme;
    root.style.setProperty("--c", color);
    root.style.setProperty("--on-c", readableTextOn(color));
    frame.retitle();
    bubbles.relabel();
    launcher.draw();
  };

  const fitToVisibleScreen = () => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    root.style.setProperty("--vv-height", `${viewport.height}px`);
    root.style.setProperty("--vv-top", `${viewport.offsetTop}px`);
  };

  const setOpen = (next: boolean, focus = true) => {
    open = next;
    const shown = frame.load();
    // Read before hiding the frame, which drops the focus it holds.
    const focusInFrame = shadow.activeElement === shown;
    shown.hidden = !open;
    root.toggleAttribute("data-open", open);
    bubbles.container.hidden = open;
    launcher.draw();
    if (open) {
      fitToVisibleScreen();
      if (focus) shown.focus();
    } else if (focusInFrame) {
      launcher.button.focus();
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (!frame.isFrom(event)) return;
    const message = readWidgetMessage(event.data);
    // An unknown or deactivated assistant: nothing of it stays on the page.
    if (message?.type === AMI_UNAVAILABLE) destroy();
    else if (message?.type === AMI_BUBBLES_DATA) bubbles.show(message.bubbles);
    else if (message?.type === AMI_CLOSE_ALL_BUBBLES) bubbles.clear();
    else if (message?.type === AMI_CHAT_CLOSE) setOpen(false);
    else if (message?.type === AMI_AVATAR_UPDATE && isWebAddress(message.avatarUrl)) {
      launcher.setAvatar(message.avatarUrl);
    } else if (message?.type === AMI_APPEARANCE) {
      const first = root.hasAttribute("data-pending");
      stored = message.appearance;
      applyAppearance();
      reveal();
      // Open at start, unless the visitor got there first; the page keeps its focus.
      if (first && drawn().default_open && !open && !touched) setOpen(true, false);
    }
  };

  const onViewportChange = () => {
    if (open && window.innerWidth < MOBILE_BREAKPOINT_PX) fitToVisibleScreen();
  };

  window.addEventListener("message", onMessage);
  window.visualViewport?.addEventListener("resize", onViewportChange);
  window.visualViewport?.addEventListener("scroll", onViewportChange);
  const onLoad = () => frame.load();
  if (document.readyState === "complete") setTimeout(onLoad);
  else window.addEventListener("load", onLoad, { once: true });
  applyAppearance();
  document.body.append(host);

  function destroy() {
    bubbles.clear();
    clearTimeout(revealTimer);
    window.removeEventListener("message", onMessage);
    window.removeEventListener("load", onLoad);
    window.visualViewport?.removeEventListener("resize", onViewportChange);
    window.visualViewport?.removeEventListener("scroll", onViewportChange);
    host.remove();
  }

  return { host, loadFrame: frame.load, destroy };
}
