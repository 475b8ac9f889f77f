// What a host page needs to show the widget in a frame: the window messages between the two, the
// bubbles' timing, the launcher's texts and icons, the panel's sizes, surface colours and shadows, and the
// appearance, resolved as the widget resolves it. No dependency, so a host page's loader stays tiny.

import { HOST_ORIGIN_PARAM, LOCALE_PARAM, PRIVACY_URL_PARAM } from "./messages";

/**
 * The address of the embed page for a bot, telling it which origin hosts it, and optionally the
 * privacy policy's address and the language the site asks for.
 */
export function embedPageUrl(
  embedOrigin: string,
  botId: string,
  hostOrigin: string,
  privacyUrl?: string,
  locale?: string,
): string {
  const url = new URL(`/embed/${encodeURIComponent(botId)}`, embedOrigin);
  url.searchParams.set(HOST_ORIGIN_PARAM, hostOrigin);
  if (privacyUrl) url.searchParams.set(PRIVACY_URL_PARAM, privacyUrl);
  if (locale) url.searchParams.set(LOCALE_PARAM, locale);
  return url.href;
}

export type {
  BotAppearance,
  BotLanguage,
  LauncherIcon,
  WidgetPosition,
  WidgetSize,
  WidgetThemeChoice,
} from "@org/api-client";
export { isWebAddress } from "@org/api-client";
export {
  MAX_VISIBLE_BUBBLES,
  MOBILE_BREAKPOINT_PX,
  PANEL_MAX_HEIGHT_PX,
  PANEL_WIDTH_PX,
} from "../constants";
export type { LauncherTexts, WidgetLocale } from "../locales/types";
export {
  BOT_AVATAR_ICON_PATH,
  CLOSE_ICON_PATH,
  contrastRatio,
  isWidgetLocale,
  LAUNCHER_ICON_PATHS,
  readAppearance,
  readableTextOn,
} from "./appearance";
export { bubbleDelay, closeAllDelay } from "./bubble-timing";
export { LAUNCHER_TEXTS } from "./launcher-texts";
export * from "./messages";
export { type AppearanceSources, resolveAppearance } from "./resolve-appearance";
export { SURFACE_COLORS } from "./surface-colors";
export { SURFACE_SHADOWS } from "./surface-shadows";
