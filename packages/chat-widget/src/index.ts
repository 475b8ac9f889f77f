export type {
  ApiLogger,
  LauncherIcon,
  WidgetPosition,
  WidgetSize,
  WidgetThemeChoice as WidgetTheme,
} from "@org/api-client";
export { ChatWidget, type ChatWidgetProps } from "./components/chat-widget";
export { consentKey, consentTimestampKey } from "./lib/consent-storage";
export type { ChatMessage } from "./lib/conversation";
export type { WidgetLocale, WidgetTexts } from "./locales/types";
