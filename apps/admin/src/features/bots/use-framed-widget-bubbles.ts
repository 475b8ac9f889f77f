import {
  AMI_BUBBLES_DATA,
  AMI_CLOSE_ALL_BUBBLES,
  type BubbleData,
  bubbleDelay,
  isFromPeer,
  MAX_VISIBLE_BUBBLES,
  readWidgetMessage,
} from "@org/chat-widget/host";
import { type RefObject, useEffect, useState } from "react";

const NONE: BubbleData[] = [];

export interface FramedWidgetBubbles {
  /** The bubbles the widget sent, at most as many as a site shows. */
  bubbles: BubbleData[];
  /** How many of them have faded in so far. */
  shownCount: number;
}

/**
 * The suggestion bubbles a framed widget hands to its host page, as the loader receives them on
 * a real site: only from that frame at the embed host's origin, fading in one by one with the
 * loader's timing (beside a closed chat).
 */
export function useFramedWidgetBubbles(
  frame: RefObject<HTMLIFrameElement | null>,
  embedOrigin: string,
  /** Changes whenever the frame is reloaded: its earlier bubbles are then forgotten. */
  frameKey: string,
): FramedWidgetBubbles {
  // Bubbles are kept with the frame that sent them, so a reloaded frame starts with none.
  const [received, setReceived] = useState<{ frameKey: string; bubbles: BubbleData[] }>({
    frameKey,
    bubbles: [],
  });
  const bubbles = received.frameKey === frameKey ? received.bubbles : NONE;
  const [shownCount, setShownCount] = useState(0);

  useEffect(() => {
    const setBubbles = (next: BubbleData[]) => setReceived({ frameKey, bubbles: next });
    const onMessage = (event: MessageEvent) => {
      const peer = { origin: embedOrigin, window: frame.current?.contentWindow ?? null };
      if (!isFromPeer(event, peer)) return;
      const message = readWidgetMessage(event.data);
      if (message?.type === AMI_BUBBLES_DATA) {
        setBubbles(message.bubbles.slice(0, MAX_VISIBLE_BUBBLES));
      } else if (message?.type === AMI_CLOSE_ALL_BUBBLES) setBubbles([]);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, embedOrigin, frameKey]);

  useEffect(() => {
    setShownCount(0);
    const timers = bubbles.map((_, index) =>
      setTimeout(() => setShownCount(index + 1), bubbleDelay(index, false)),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [bubbles]);

  return { bubbles, shownCount };
}
