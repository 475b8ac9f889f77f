import { CONSENT_KEY_PREFIX, CONSENT_TIMESTAMP_SUFFIX } from "../constants";

/** The storage key holding a visitor's consent for one bot. */
export function consentKey(botId: number | string): string {
  return `${CONSENT_KEY_PREFIX}${botId}`;
}

/** The companion key holding when that consent was given, in milliseconds since the epoch. */
export function consentTimestampKey(botId: number | string): string {
  return `${consentKey(botId)}${CONSENT_TIMESTAMP_SUFFIX}`;
}

/**
 * The page's local storage, or undefined where there is none: during server-side rendering, or
 * when the browser refuses access (e.g. storage blocked in a third-party frame).
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** True when the visitor has accepted the privacy terms for this bot. */
export function hasConsent(storage: Storage | undefined, botId: number | string): boolean {
  try {
    return storage?.getItem(consentKey(botId)) === "true";
  } catch {
    return false;
  }
}

/**
 * Records the visitor's consent for this bot. Before these two keys are written, the widget
 * writes nothing to the visitor's storage (after them, the session it goes on with: see
 * session-storage.ts). Where storage is refused, consent lasts for the page's life.
 */
export function storeConsent(
  storage: Storage | undefined,
  botId: number | string,
  now: number = Date.now(),
): void {
  try {
    storage?.setItem(consentKey(botId), "true");
    storage?.setItem(consentTimestampKey(botId), String(now));
  } catch {
    // A full or refused storage must not keep the visitor from chatting now.
  }
}
