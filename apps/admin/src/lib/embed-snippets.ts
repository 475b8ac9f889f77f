/** Where the embed host serves /embed/{botId} and loader.js, without a trailing slash. */
export function embedHostUrl(): string {
  // An empty VITE_EMBED_URL means "not set".
  return (import.meta.env.VITE_EMBED_URL || "http://localhost:5174").replace(/\/+$/, "");
}

/** The page of the embed host that shows a bot's widget full-size, as the loader frames it. */
export function embedPageUrl(botId: number): string {
  return `${embedHostUrl()}/embed/${botId}`;
}

export interface EmbedSnippets {
  /** One tag for any site: the loader draws the launcher and frames the widget. */
  scriptTag: string;
  /** For React sites using the npm package. */
  react: string;
}

/** The code a site owner pastes to put a bot's widget on their pages. */
export function embedSnippets(botId: number, apiBaseUrl: string): EmbedSnippets {
  return {
    scriptTag: `<script src="${embedHostUrl()}/loader.js" data-bot-id="${botId}" async></script>`,
    react: [
      'import "@org/chat-widget/styles.css";',
      'import { ChatWidget } from "@org/chat-widget";',
      "",
      "export function Assistant() {",
      `  return <ChatWidget botId={${botId}} apiBaseUrl="${apiBaseUrl}" />;`,
      "}",
    ].join("\n"),
  };
}
