import { PRIVACY_URL_PARAM } from "@org/chat-widget/host";

export interface EmbedAddress {
  /** Undefined when the address names no bot. */
  botId: number | undefined;
  privacyPolicyUrl: string | undefined;
}

/** Reads /embed/:botId and the optional privacy policy address from the page's address. */
export function readEmbedAddress(pathname: string, search: string): EmbedAddress {
  const match = /^\/embed\/(\d+)\/?$/.exec(pathname);
  const privacy = new URLSearchParams(search).get(PRIVACY_URL_PARAM);
  return {
    botId: match?.[1] ? Number(match[1]) : undefined,
    privacyPolicyUrl: privacy && /^(https?:\/\/|\/)/i.test(privacy) ? privacy : undefined,
  };
}
