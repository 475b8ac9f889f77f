import {
  type ApiClient,
  type ChatSession,
  closeSession,
  deleteOwnConversation,
  resetSession,
  type SessionStartRefusal,
  startSession,
} from "@org/api-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserStorage } from "../lib/consent-storage";
import { forgetSession, keepSession, keptSession } from "../lib/session-storage";

export interface ChatSessionState {
  /** Undefined until the session has started (and while it is being replaced). */
  session: ChatSession | undefined;
  /**
   * Why the server refused to start a session for good (the bot unknown or deactivated, or not
   * to be used from this site); undefined while it has not.
   */
  refused: SessionStartRefusal | undefined;
  /** Closes the session and opens a new one, with a new conversation. */
  reset: () => Promise<void>;
  /**
   * Deletes the conversation for good, then opens a new session as reset does; false (nothing
   * changed) when the server refused or could not be reached.
   */
  remove: () => Promise<boolean>;
  /**
   * The server said `refused` can no longer be used (closed, expired, or deleted with its
   * conversation): opens a new session, with a conversation of its own, as reset does. Resolves
   * to it; undefined when it could not be opened, or when the session was replaced meanwhile (a
   * reset, the widget gone).
   */
  renew: (refused: ChatSession) => Promise<ChatSession | undefined>;
  /** The conversation was active just now (a question answered, an answer rated). */
  touch: () => void;
}

/**
 * The visitor's chat session with a bot: started once `enabled` (consent given), closed when the
 * page is left or the widget goes away, and started anew when the page comes back from the
 * browser's back-forward cache. The session is kept in the browser for the next page: started
 * there within RESUME_WINDOW_MS of the conversation's last activity, the new session goes on
 * with the same conversation.
 */
export function useChatSession(
  client: ApiClient,
  botId: number,
  enabled: boolean,
): ChatSessionState {
  const [session, setSession] = useState<ChatSession>();
  const [refused, setRefused] = useState<SessionStartRefusal>();
  const [generation, setGeneration] = useState(0);
  const sessionRef = useRef<ChatSession | undefined>(undefined);
  /** The session last adopted, even once the page was left (when sessionRef no longer holds it). */
  const adoptedRef = useRef<ChatSession | undefined>(undefined);
  /** Counts the sessions adopted (none included), for a renewal to tell it was overtaken. */
  const adoptionsRef = useRef(0);

  const adopt = useCallback(
    (next: ChatSession | undefined) => {
      adoptionsRef.current += 1;
      adoptedRef.current = next;
      sessionRef.current = next;
      setSession(next);
      // A session started is activity of its conversation, as the server counts it.
      if (next) keepSession(browserStorage(), botId, next);
    },
    [botId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation must start a new session
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const kept = keptSession(browserStorage(), botId);
    const refusedNow = (refusal: SessionStartRefusal) => {
      if (active) setRefused(refusal);
    };
    startSession(client, botId, kept, refusedNow).then((started) => {
      if (active) adopt(started);
      else if (started) void closeSession(client, started);
    });
    return () => {
      active = false;
      const open = sessionRef.current;
      if (open) void closeSession(client, open);
      adopt(undefined);
    };
  }, [client, botId, enabled, generation, adopt]);

  useEffect(() => {
    if (!enabled) return;
    const onPageHide = () => {
      const open = sessionRef.current;
      sessionRef.current = undefined;
      // The session stays kept as it was: leaving the page is not activity of the conversation
      // (the server does not count it either), so the entry is good no longer than the session.
      if (open) void closeSession(client, open);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setGeneration((value) => value + 1);
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [client, enabled]);

  const reset = useCallback(async () => {
    const open = sessionRef.current;
    adopt(undefined);
    forgetSession(browserStorage(), botId);
    adopt(
      open
        ? await resetSession(client, open, setRefused)
        : await startSession(client, botId, undefined, setRefused),
    );
  }, [client, botId, adopt]);

  const remove = useCallback(async () => {
    const open = sessionRef.current;
    if (!open) return false;
    try {
      await deleteOwnConversation(client, open);
    } catch {
      // Already logged by the client; the conversation stays as it was.
      return false;
    }
    // The session went with its conversation: nothing to close, nothing to go on with.
    adopt(undefined);
    forgetSession(browserStorage(), botId);
    void startSession(client, botId, undefined, setRefused).then(adopt);
    return true;
  }, [client, botId, adopt]);

  const renew = useCallback(
    async (refused: ChatSession) => {
      if (adoptedRef.current !== refused) return undefined;
      // Nothing to close: the session is closed, expired, or gone with its conversation.
      adopt(undefined);
      forgetSession(browserStorage(), botId);
      const overtaken = adoptionsRef.current;
      const next = await startSession(client, botId, undefined, (refusal) => {
        if (adoptionsRef.current === overtaken) setRefused(refusal);
      });
      if (adoptionsRef.current !== overtaken) {
        if (next) void closeSession(client, next);
        return undefined;
      }
      adopt(next);
      return next;
    },
    [client, botId, adopt],
  );

  const touch = useCallback(() => {
    const open = sessionRef.current;
    if (open) keepSession(browserStorage(), botId, open);
  }, [botId]);

  return { session, refused, reset, remove, renew, touch };
}
