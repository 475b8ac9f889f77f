import {
  isWebAddress,
  isWidgetLocale,
  LOCALE_PARAM,
  PRIVACY_URL_PARAM,
  type WidgetLocale,
} from "@org/chat-widget/host";

export interface EmbedAddress {
  /** Undefined when the address names no bot. */
  botId: number | undefined;
  privacyPolicyUrl: string | undefined;
  /** The language the site asked for (the loader's data-locale); undefined: the assistant's. */
  locale: WidgetLocale | undefined;
}

/**
 * Reads /embed/:botId, the optional privacy policy address and the optional language from the
 * page's address.
 */
export function readEmbedAddress(pathname: string, search: string): EmbedAddress {
  const match = /^\/embed\/(\d+)\/?$/.exec(pathname);
  const params = new URLSearchParams(search);
  const privacy = params.get(PRIVACY_URL_PARAM);
  const locale = params.get(LOCALE_PARAM);
  return {
    botId: match?.[1] ? Number(match[1]) : undefined,
    // Absolute only: a relative address would point into this embed host, not the site.
    privacyPolicyUrl: isWebAddress(privacy) ? privacy : undefined,
    locale: isWidgetLocale(locale) ? locale : undefined,
  };
}
