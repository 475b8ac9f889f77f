// The window messages between the widget and the page framing it, their readers, and the embed
// page's address parameters.

import type { BotAppearance } from "@org/api-client";
import { readAppearance } from "./appearance";

export const AMI_BUBBLES_DATA = "AMI_BUBBLES_DATA";
export const AMI_AVATAR_UPDATE = "AMI_AVATAR_UPDATE";
export const AMI_CHAT_CLOSE = "AMI_CHAT_CLOSE";
export const AMI_CLOSE_ALL_BUBBLES = "AMI_CLOSE_ALL_BUBBLES";
export const AMI_REQUEST_BUBBLES = "AMI_REQUEST_BUBBLES";
/** Widget to host: how the bot looks, as set in the back-office (once known, and on change). */
export const AMI_APPEARANCE = "AMI_APPEARANCE";
/** Widget to host: the assistant is unknown or deactivated; the host shows nothing for it. */
export const AMI_UNAVAILABLE = "AMI_UNAVAILABLE";
/** Host to widget: show this appearance instead (the back-office's preview of unsaved changes). */
export const AMI_SET_APPEARANCE = "AMI_SET_APPEARANCE";

/** A suggestion bubble as the widget shows it. */
export interface BubbleData {
  id: number;
  bubble: string;
}

export type WidgetMessage =
  | { type: typeof AMI_BUBBLES_DATA; bubbles: BubbleData[] }
  | { type: typeof AMI_AVATAR_UPDATE; avatarUrl: string }
  | { type: typeof AMI_CHAT_CLOSE }
  | { type: typeof AMI_CLOSE_ALL_BUBBLES }
  | { type: typeof AMI_UNAVAILABLE }
  | { type: typeof AMI_APPEARANCE; appearance: Partial<BotAppearance> };

export type HostMessage =
  | { type: typeof AMI_REQUEST_BUBBLES }
  | { type: typeof AMI_SET_APPEARANCE; appearance: Partial<BotAppearance> };

/** The query parameter of the embed page's address that names the host page's origin. */
export const HOST_ORIGIN_PARAM = "host";

/** The query parameter of the embed page's address that carries the privacy policy's address. */
export const PRIVACY_URL_PARAM = "privacy";

/** The query parameter of the embed page's address that names the site's language for it. */
export const LOCALE_PARAM = "locale";

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
  if (type === AMI_CHAT_CLOSE || type === AMI_CLOSE_ALL_BUBBLES || type === AMI_UNAVAILABLE) {
    return { type };
  }
  if (type === AMI_AVATAR_UPDATE && typeof message.avatarUrl === "string") {
    return { type, avatarUrl: message.avatarUrl };
  }
  if (type === AMI_BUBBLES_DATA && Array.isArray(message.bubbles)) {
    return { type, bubbles: message.bubbles.filter(isBubble) };
  }
  if (type === AMI_APPEARANCE) return { type, appearance: readAppearance(message.appearance) };
  return undefined;
}

/** A message from the host page, or undefined when `data` is not one. */
export function readHostMessage(data: unknown): HostMessage | undefined {
  const type = typeOf(data);
  if (type === AMI_REQUEST_BUBBLES) return { type };
  if (type === AMI_SET_APPEARANCE) {
    return { type, appearance: readAppearance((data as { appearance?: unknown }).appearance) };
  }
  return undefined;
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
