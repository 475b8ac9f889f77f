import {
  type ApiClient,
  type ChatSession,
  closeSession,
  deleteOwnConversation,
  resetSession,
  startSession,
} from "@org/api-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserStorage } from "../lib/consent-storage";
import { forgetSession, keepSession, keptSession } from "../lib/session-storage";

export interface ChatSessionState {
  /** Undefined until the session has started (and while it is being replaced). */
  session: ChatSession | undefined;
  /** Closes the session and opens a new one, with a new conversation. */
  reset: () => Promise<void>;
  /**
   * Deletes the conversation for good, then opens a new session as reset does; false (nothing
   * changed) when the server refused or could not be reached.
   */
  remove: () => Promise<boolean>;
}

/**
 * The visitor's chat session with a bot: started once `enabled` (consent given), closed when the
 * page is left or the widget goes away, and started anew when the page comes back from the
 * browser's back-forward cache. The session is kept in the browser for the next page: started
 * there within RESUME_WINDOW_MS, the new session goes on with the same conversation.
 */
export function useChatSession(
  client: ApiClient,
  botId: number,
  enabled: boolean,
): ChatSessionState {
  const [session, setSession] = useState<ChatSession>();
  const [generation, setGeneration] = useState(0);
  const sessionRef = useRef<ChatSession | undefined>(undefined);

  const adopt = useCallback(
    (next: ChatSession | undefined) => {
      sessionRef.current = next;
      setSession(next);
      if (next) keepSession(browserStorage(), botId, next);
    },
    [botId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation must start a new session
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    startSession(client, botId, keptSession(browserStorage(), botId)).then((started) => {
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
      if (!open) return;
      // The next page has RESUME_WINDOW_MS from now to go on with this conversation.
      keepSession(browserStorage(), botId, open);
      void closeSession(client, open);
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
  }, [client, botId, enabled]);

  const reset = useCallback(async () => {
    const open = sessionRef.current;
    adopt(undefined);
    forgetSession(browserStorage(), botId);
    adopt(open ? await resetSession(client, open) : await startSession(client, botId));
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
    void startSession(client, botId).then(adopt);
    return true;
  }, [client, botId, adopt]);

  return { session, reset, remove };
}
