import { RESUME_WINDOW_MS, type SessionCredentials } from "@org/api-client";
import { SESSION_KEY_PREFIX } from "../constants";

/** The storage key holding the visitor's session with one bot. */
export function sessionKey(botId: number | string): string {
  return `${SESSION_KEY_PREFIX}${botId}`;
}

interface KeptSession extends SessionCredentials {
  /** When it was last kept, in milliseconds since the epoch. */
  kept_at: number;
}

function isKeptSession(value: unknown): value is KeptSession {
  if (typeof value !== "object" || value === null) return false;
  const kept = value as Record<string, unknown>;
  return (
    typeof kept.session_id === "number" &&
    typeof kept.session_secret === "string" &&
    typeof kept.kept_at === "number"
  );
}

/**
 * The session kept for this bot, when it was kept (the visitor last left a page) less than
 * RESUME_WINDOW_MS ago: the server would not go on with an older conversation either. Anything
 * older, unreadable or refused by the browser counts as none.
 */
export function keptSession(
  storage: Storage | undefined,
  botId: number | string,
  now: number = Date.now(),
): SessionCredentials | undefined {
  try {
    const raw = storage?.getItem(sessionKey(botId));
    const kept: unknown = raw ? JSON.parse(raw) : undefined;
    if (!isKeptSession(kept) || now - kept.kept_at > RESUME_WINDOW_MS || kept.kept_at > now) {
      return undefined;
    }
    return { session_id: kept.session_id, session_secret: kept.session_secret };
  } catch {
    return undefined;
  }
}

/** Keeps the session for the next page of the site, from now on for RESUME_WINDOW_MS. */
export function keepSession(
  storage: Storage | undefined,
  botId: number | string,
  session: SessionCredentials,
  now: number = Date.now(),
): void {
  const kept: KeptSession = {
    session_id: session.session_id,
    session_secret: session.session_secret,
    kept_at: now,
  };
  try {
    storage?.setItem(sessionKey(botId), JSON.stringify(kept));
  } catch {
    // A full or refused storage only means the next page starts a new conversation.
  }
}

/** Forgets the kept session: the next page starts a new conversation. */
export function forgetSession(storage: Storage | undefined, botId: number | string): void {
  try {
    storage?.removeItem(sessionKey(botId));
  } catch {
    // Nothing kept can be read back where storage is refused.
  }
}
