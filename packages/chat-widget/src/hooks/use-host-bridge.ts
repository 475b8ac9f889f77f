import type { BotAppearance, Bubble } from "@org/api-client";
import { useCallback, useEffect, useRef } from "react";
import {
  AMI_APPEARANCE,
  AMI_AVATAR_UPDATE,
  AMI_BUBBLES_DATA,
  AMI_REQUEST_BUBBLES,
  AMI_SET_APPEARANCE,
  isFromPeer,
  readHostMessage,
  type WidgetMessage,
} from "../host/messages";

export interface HostBridgeOptions {
  /** True inside a frame whose host origin is known. */
  enabled: boolean;
  hostOrigin: string | undefined;
  bubbles: Bubble[];
  /** Sent only once the bubbles have been loaded. */
  bubblesLoaded: boolean;
  /** An absolute address, sent whenever it changes. */
  avatarUrl: string | null;
  /** The appearance set in the back-office, sent at once and whenever it changes. */
  appearance: Partial<BotAppearance>;
  /** The host shows an appearance of its own (the back-office's preview of unsaved changes). */
  onSetAppearance: (appearance: Partial<BotAppearance>) => void;
}

/**
 * Speaks to the page that frames the widget: tells it the bubbles, the bot's avatar and its
 * appearance, answers its request for the bubbles and takes the appearance it asks to show.
 * Messages go to the host origin only, and only messages from the parent window at that origin
 * are heard.
 */
export function useHostBridge(options: HostBridgeOptions): (message: WidgetMessage) => void {
  const { enabled, hostOrigin, bubbles, bubblesLoaded, avatarUrl, appearance } = options;
  const bubblesRef = useRef(bubbles);
  bubblesRef.current = bubbles;
  const onSetAppearanceRef = useRef(options.onSetAppearance);
  onSetAppearanceRef.current = options.onSetAppearance;

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
      const message = readHostMessage(event.data);
      if (message?.type === AMI_REQUEST_BUBBLES) {
        post({ type: AMI_BUBBLES_DATA, bubbles: bubblesRef.current });
      } else if (message?.type === AMI_SET_APPEARANCE) {
        onSetAppearanceRef.current(message.appearance);
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

  useEffect(() => {
    post({ type: AMI_APPEARANCE, appearance });
  }, [appearance, post]);

  return post;
}
