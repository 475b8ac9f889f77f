import { resolveApiBaseUrl } from "@org/api-client";
import { ChatWidget } from "@org/chat-widget";
import { readEmbedAddress } from "./read-embed-address";

/** The API this embed host talks to: set at build time, else chosen by the page's host name. */
function apiBaseUrl(): string {
  return import.meta.env.VITE_API_URL || resolveApiBaseUrl();
}

/**
 * /embed/:botId: the widget filling the viewport, opened; in a host page's frame, it has no
 * launcher. Its colour, theme and language are the assistant's (the site's language first).
 */
export function EmbedPage() {
  const { botId, privacyPolicyUrl, locale } = readEmbedAddress(location.pathname, location.search);
  if (botId === undefined) {
    return (
      <p className="embed-missing-bot">
        Assistant introuvable : l'adresse ne désigne aucun assistant.
      </p>
    );
  }
  return (
    <ChatWidget
      botId={botId}
      apiBaseUrl={apiBaseUrl()}
      size="full"
      defaultOpen
      privacyPolicyUrl={privacyPolicyUrl}
      locale={locale}
    />
  );
}
