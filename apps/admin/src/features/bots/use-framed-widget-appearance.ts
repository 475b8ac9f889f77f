import type { BotAppearance } from "@org/api-client";
import {
  AMI_APPEARANCE,
  AMI_SET_APPEARANCE,
  isFromPeer,
  readWidgetMessage,
} from "@org/chat-widget/host";
import { type RefObject, useEffect, useRef } from "react";

/**
 * Shows `appearance` in a framed widget before it is saved: sent once the widget has said how it
 * looks (it is listening then), and again on every change. Only the frame's window at the embed
 * host's origin is heard and spoken to.
 */
export function useFramedWidgetAppearance(
  frame: RefObject<HTMLIFrameElement | null>,
  embedOrigin: string,
  /** Changes whenever the frame is reloaded: it must say again that it is ready. */
  frameKey: string,
  appearance: BotAppearance,
): void {
  const latest = useRef(appearance);
  latest.current = appearance;
  const readyFrame = useRef<string | null>(null);

  useEffect(() => {
    const send = () =>
      frame.current?.contentWindow?.postMessage(
        { type: AMI_SET_APPEARANCE, appearance: latest.current },
        embedOrigin,
      );
    const onMessage = (event: MessageEvent) => {
      const peer = { origin: embedOrigin, window: frame.current?.contentWindow ?? null };
      if (!isFromPeer(event, peer) || readWidgetMessage(event.data)?.type !== AMI_APPEARANCE) {
        return;
      }
      readyFrame.current = frameKey;
      send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, embedOrigin, frameKey]);

  useEffect(() => {
    if (readyFrame.current !== frameKey) return;
    frame.current?.contentWindow?.postMessage(
      { type: AMI_SET_APPEARANCE, appearance },
      embedOrigin,
    );
  }, [appearance, frame, embedOrigin, frameKey]);
}
