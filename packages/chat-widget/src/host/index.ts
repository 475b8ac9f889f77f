// What a host page needs to show the widget in a frame: the window messages between the two, the
// bubbles' timing and the launcher's texts. No dependency, so a host page's loader stays tiny.

export const AMI_BUBBLES_DATA = "AMI_BUBBLES_DATA";
export const AMI_AVATAR_UPDATE = "AMI_AVATAR_UPDATE";
export const AMI_CHAT_CLOSE = "AMI_CHAT_CLOSE";
export const AMI_CLOSE_ALL_BUBBLES = "AMI_CLOSE_ALL_BUBBLES";
export const AMI_REQUEST_BUBBLES = "AMI_REQUEST_BUBBLES";

/** A suggestion bubble as the widget shows it. */
export interface BubbleData {
  id: number;
  bubble: string;
}

export type WidgetMessage =
  | { type: typeof AMI_BUBBLES_DATA; bubbles: BubbleData[] }
  | { type: typeof AMI_AVATAR_UPDATE; avatarUrl: string }
  | { type: typeof AMI_CHAT_CLOSE }
  | { type: typeof AMI_CLOSE_ALL_BUBBLES };

export type HostMessage = { type: typeof AMI_REQUEST_BUBBLES };

/** The query parameter of the embed page's address that names the host page's origin. */
export const HOST_ORIGIN_PARAM = "host";

/** The query parameter of the embed page's address that carries the privacy policy's address. */
export const PRIVACY_URL_PARAM = "privacy";

function typeOf(data: unknown): unknown {
  return data !== null && typeof data === "object" ? (data as { type?: unknown }).type : undefined;
}

function isBubble(value: unknown): value is BubbleData {
  const bubble = value as Partial<BubbleData> | null;
  return typeof bubble?.id === "number" && typeof bubble.bubble === "string";
}

/** A message from the widget, or undefined when `data` is not one (any other page's traffic). */
export function readWidgetMessage(data: unknown): WidgetMessage | undefined {
  const type = typeOf(data);
  const message = data as Record<string, unknown>;
  if (type === AMI_CHAT_CLOSE || type === AMI_CLOSE_ALL_BUBBLES) return { type };
  if (type === AMI_AVATAR_UPDATE && typeof message.avatarUrl === "string") {
    return { type, avatarUrl: message.avatarUrl };
  }
  if (type === AMI_BUBBLES_DATA && Array.isArray(message.bubbles)) {
    return { type, bubbles: message.bubbles.filter(isBubble) };
  }
  return undefined;
}

/** A message from the host page, or undefined when `data` is not one. */
export function readHostMessage(data: unknown): HostMessage | undefined {
  return typeOf(data) === AMI_REQUEST_BUBBLES ? { type: AMI_REQUEST_BUBBLES } : undefined;
}

/**
 * True only for a message from exactly the expected window at exactly the expected origin: a
 * message from any other frame, tab or origin is ignored, even when it looks right.
 */
export function isFromPeer(
  event: Pick<MessageEvent, "origin" | "source">,
  peer: { origin: string; window: MessageEventSource | null },
): boolean {
  return peer.window !== null && event.source === peer.window && event.origin === peer.origin;
}

/** The address of the embed page for a bot, telling it which origin hosts it. */
export function embedPageUrl(
  embedOrigin: string,
  botId: string,
  hostOrigin: string,
  privacyUrl?: string,
): string {
  const url = new URL(`/embed/${encodeURIComponent(botId)}`, embedOrigin);
  url.searchParams.set(HOST_ORIGIN_PARAM, hostOrigin);
  if (privacyUrl) url.searchParams.set(PRIVACY_URL_PARAM, privacyUrl);
  return url.href;
}

export { MAX_VISIBLE_BUBBLES, MOBILE_BREAKPOINT_PX, PANEL_MAX_HEIGHT_PX } from "../constants";
export { TEXTS } from "../texts";
export { bubbleDelay, closeAllDelay } from "./bubble-timing";
