import { PANEL_MAX_HEIGHT_PX } from "@org/chat-widget/host";

export type PanelSize = keyof typeof PANEL_MAX_HEIGHT_PX;

/** What the host page asked for through the loader's script tag. */
export interface LoaderOptions {
  botId: string;
  /** Where the embed page lives: the origin loader.js was loaded from. */
  embedOrigin: string;
  position: "bottom-right" | "bottom-left";
  size: PanelSize;
  zIndex: string;
  privacyUrl: string | undefined;
}

const DEFAULT_Z_INDEX = "2147483000";

/**
 * Reads `data-bot-id` (required), `data-position`, `data-size`, `data-z-index` and
 * `data-privacy-url` from the loader's script tag; undefined when the tag has no usable bot id.
 */
export function readScriptOptions(script: HTMLScriptElement): LoaderOptions | undefined {
  const { botId, position, size, zIndex, privacyUrl } = script.dataset;
  if (!botId || !/^\d+$/.test(botId)) return undefined;
  return {
    botId,
    embedOrigin: new URL(script.src, document.baseURI).origin,
    position: position === "bottom-left" ? "bottom-left" : "bottom-right",
    size: size && size in PANEL_MAX_HEIGHT_PX ? (size as PanelSize) : "md",
    zIndex: zIndex && /^\d+$/.test(zIndex) ? zIndex : DEFAULT_Z_INDEX,
    privacyUrl,
  };
}
