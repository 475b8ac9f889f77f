import { AMI_REQUEST_BUBBLES, embedPageUrl, isFromPeer } from "@org/chat-widget/host";
import type { LoaderOptions } from "./read-script-options";

export interface LoaderFrame {
  /** The widget's frame, hidden, created on the first call and put on the page by `place`. */
  load: () => HTMLIFrameElement;
  /** Whether a message comes from the frame's window at the embed origin, and from nothing else. */
  isFrom: (event: MessageEvent) => boolean;
  /** Names the frame in the current language. */
  retitle: () => void;
}

/**
 * The frame of the embed page for the bot, told the host page's origin, the privacy policy and
 * the site's language; once loaded, it is asked for the bubbles.
 */
export function createLoaderFrame(
  options: LoaderOptions,
  title: () => string,
  place: (frame: HTMLIFrameElement) => void,
): LoaderFrame {
  let frame: HTMLIFrameElement | undefined;
  return {
    load: () => {
      if (frame) return frame;
      const created = document.createElement("iframe");
      frame = created;
      created.title = title();
      created.hidden = true;
      // The frame learns the site's origin from its referrer where the browser reports no
      // parent's (Firefox), whatever referrer policy the site's pages have.
      created.referrerPolicy = "origin";
      created.src = embedPageUrl(
        options.embedOrigin,
        options.botId,
        location.origin,
        options.privacyUrl,
        options.locale,
      );
      created.addEventListener("load", () => {
        created.contentWindow?.postMessage({ type: AMI_REQUEST_BUBBLES }, options.embedOrigin);
      });
      place(created);
      return created;
    },
    isFrom: (event) =>
      frame !== undefined &&
      isFromPeer(event, { origin: options.embedOrigin, window: frame.contentWindow }),
    retitle: () => {
      if (frame) frame.title = title();
    },
  };
}
