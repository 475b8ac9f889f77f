import { RESUME_WINDOW_MS, type SessionCredentials } from "@org/api-client";
import { SESSION_KEY_PREFIX } from "../constants";

/** The storage key holding the visitor's session with one bot. */
export function sessionKey(botId: number | string): string {
  return `${SESSION_KEY_PREFIX}${botId}`;
}

interface KeptSession extends SessionCredentials {
  /** When its conversation was last active, in milliseconds since the epoch. */
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
 * The session kept for this bot, when its conversation was last active (as this browser saw it)
 * less than RESUME_WINDOW_MS ago: the server would not go on with an older conversation either.
 * Anything older or unreadable is removed on the way, so that a secret no longer good for
 * anything does not stay in the visitor's storage; storage refused by the browser counts as none.
 */
export function keptSession(
  storage: Storage | undefined,
  botId: number | string,
  now: number = Date.now(),
): SessionCredentials | undefined {
  try {
    const raw = storage?.getItem(sessionKey(botId));
    if (!raw) return undefined;
    const kept: unknown = JSON.parse(raw);
    if (isKeptSession(kept) && now - kept.kept_at <= RESUME_WINDOW_MS && kept.kept_at <= now) {
      return { session_id: kept.session_id, session_secret: kept.session_secret };
    }
  } catch {
    // Unreadable: removed below, as an expired one.
  }
  forgetSession(storage, botId);
  return undefined;
}

/**
 * Keeps the session for the next page of the site, its conversation active `now` (a session
 * started, a question answered, an answer rated): the server counts RESUME_WINDOW_MS from the
 * same moments, so the entry is good for as long as the server would go on with it.
 */
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
