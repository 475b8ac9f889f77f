export { ChatWidget, type ChatWidgetProps } from "./components/chat-widget";
export type { WidgetPosition, WidgetSize, WidgetTheme } from "./components/chat-widget-view";
export { consentKey, consentTimestampKey } from "./lib/consent-storage";
export type { ChatMessage } from "./lib/conversation";
