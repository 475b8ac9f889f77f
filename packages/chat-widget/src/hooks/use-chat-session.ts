import {
  type ApiClient,
  type ChatSession,
  closeSession,
  resetSession,
  startSession,
} from "@org/api-client";
import { useCallback, useEffect, useRef, useState } from "react";

export interface ChatSessionState {
  /** Undefined until the session has started (and while it is being replaced). */
  session: ChatSession | undefined;
  /** Closes the session and opens a new one. */
  reset: () => Promise<void>;
}

/**
 * The visitor's chat session with a bot: started once `enabled` (consent given), closed when the
 * page is left or the widget goes away, and started anew when the page comes back from the
 * browser's back-forward cache.
 */
export function useChatSession(
  client: ApiClient,
  botId: number,
  enabled: boolean,
): ChatSessionState {
  const [session, setSession] = useState<ChatSession>();
  const [generation, setGeneration] = useState(0);
  const sessionRef = useRef<ChatSession | undefined>(undefined);

  const adopt = useCallback((next: ChatSession | undefined) => {
    sessionRef.current = next;
    setSession(next);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation must start a new session
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    startSession(client, botId).then((started) => {
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
    adopt(open ? await resetSession(client, open) : await startSession(client, botId));
  }, [client, botId, adopt]);

  return { session, reset };
}
