import type { Bubble } from "@org/api-client";
import { useCallback, useEffect, useRef } from "react";
import {
  AMI_AVATAR_UPDATE,
  AMI_BUBBLES_DATA,
  isFromPeer,
  readHostMessage,
  type WidgetMessage,
} from "../host";

export interface HostBridgeOptions {
  /** True inside a frame whose host origin is known. */
  enabled: boolean;
  hostOrigin: string | undefined;
  bubbles: Bubble[];
  /** Sent only once the bubbles have been loaded. */
  bubblesLoaded: boolean;
  /** An absolute address, sent whenever it changes. */
  avatarUrl: string | null;
}

/**
 * Speaks to the page that frames the widget: tells it the bubbles and the bot's avatar, and
 * answers its request for the bubbles. Messages go to the host origin only, and only messages
 * from the parent window at that origin are heard.
 */
export function useHostBridge(options: HostBridgeOptions): (message: WidgetMessage) => void {
  const { enabled, hostOrigin, bubbles, bubblesLoaded, avatarUrl } = options;
  const bubblesRef = useRef(bubbles);
  bubblesRef.current = bubbles;

  const post = useCallback(
    (message: WidgetMessage) => {
      if (enabled && hostOrigin) window.parent.postMessage(message, hostOrigin);
    },
    [enabled, hostOrigin],
  );

  useEffect(() => {
    if (!enabled || !hostOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (!isFromPeer(event, { origin: hostOrigin, window: window.parent })) return;
      if (readHostMessage(event.data)) {
        post({ type: AMI_BUBBLES_DATA, bubbles: bubblesRef.current });
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [enabled, hostOrigin, post]);

  useEffect(() => {
    if (bubblesLoaded) post({ type: AMI_BUBBLES_DATA, bubbles });
  }, [bubbles, bubblesLoaded, post]);

  useEffect(() => {
    if (avatarUrl) post({ type: AMI_AVATAR_UPDATE, avatarUrl });
  }, [avatarUrl, post]);

  return post;
}
