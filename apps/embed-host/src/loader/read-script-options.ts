import {
  readAppearance,
  type WidgetLocale,
  type WidgetPosition,
  type WidgetSize,
} from "@org/chat-widget/host";

/** What the host page asked for through the loader's script tag. */
export interface LoaderOptions {
  botId: string;
  /** Where the embed page lives: the origin loader.js was loaded from. */
  embedOrigin: string;
  /** Undefined when the tag does not say: the assistant's appearance decides, else the default. */
  position: WidgetPosition | undefined;
  size: WidgetSize | undefined;
  locale: WidgetLocale | undefined;
  zIndex: string;
  privacyUrl: string | undefined;
}

const DEFAULT_Z_INDEX = "2147483000";

/**
 * Reads `data-bot-id` (required), `data-position`, `data-size`, `data-locale`, `data-z-index`
 * and `data-privacy-url` from the loader's script tag, leaving out values it does not know;
 * undefined when the tag has no usable bot id.
 */
export function readScriptOptions(script: HTMLScriptElement): LoaderOptions | undefined {
  const { botId, position, size, locale, zIndex, privacyUrl } = script.dataset;
  if (!botId || !/^\d+$/.test(botId)) return undefined;
  const known = readAppearance({ position, size, language: locale });
  return {
    botId,
    embedOrigin: new URL(script.src, document.baseURI).origin,
    position: known.position,
    size: known.size,
    locale: known.language,
    zIndex: zIndex && /^\d+$/.test(zIndex) ? zIndex : DEFAULT_Z_INDEX,
    privacyUrl: privacyUrl ? absoluteOnThisPage(privacyUrl) : undefined,
  };
}

/**
 * An address as this page reads it: a relative one names a page of the site, which the widget's
 * frame, on another origin, must be given in full.
 */
function absoluteOnThisPage(address: string): string | undefined {
  try {
    return new URL(address, document.baseURI).href;
  } catch {
    return undefined;
  }
}
