import { useCallback, useEffect, useState } from "react";
import { browserStorage, hasConsent, storeConsent } from "../lib/consent-storage";

/** Unknown until the browser's storage has been read (never during server rendering). */
export type ConsentStatus = "unknown" | "pending" | "accepted";

/** The visitor's consent to the privacy terms for one bot, kept in their browser. */
export function useConsent(botId: number): { status: ConsentStatus; accept: () => void } {
  const [status, setStatus] = useState<ConsentStatus>("unknown");

  useEffect(() => {
    setStatus(hasConsent(browserStorage(), botId) ? "accepted" : "pending");
  }, [botId]);

  const accept = useCallback(() => {
    storeConsent(browserStorage(), botId);
    setStatus("accepted");
  }, [botId]);

  return { status, accept };
}
