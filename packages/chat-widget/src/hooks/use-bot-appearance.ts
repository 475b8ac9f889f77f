import { type ApiClient, type BotAppearance, getBotAppearance } from "@org/api-client";
import { useEffect, useState } from "react";
import { APPEARANCE_WAIT_MS } from "../constants";
import { readAppearance } from "../host/appearance";

export interface BotAppearanceState {
  /** What the back-office set; empty until known, and when it cannot be read. */
  appearance: Partial<BotAppearance>;
  /** Known, unreadable, or waited for long enough: the widget may draw itself. */
  settled: boolean;
}

/**
 * The appearance of the bot as set in the back-office, read once per bot unless `needed` is
 * false (the host gave every appearance prop). It settles when read, when it cannot be, or after
 * APPEARANCE_WAIT_MS, whichever comes first.
 */
export function useBotAppearance(
  client: ApiClient,
  botId: number,
  needed: boolean,
): BotAppearanceState {
  const [state, setState] = useState<BotAppearanceState>({ appearance: {}, settled: !needed });

  useEffect(() => {
    if (!needed) return;
    let active = true;
    const timer = setTimeout(() => {
      if (active) setState((current) => ({ ...current, settled: true }));
    }, APPEARANCE_WAIT_MS);
    getBotAppearance(client, botId).then((appearance) => {
      clearTimeout(timer);
      // Only the values this widget knows; a newer server's others are left to the defaults.
      if (active) setState({ appearance: readAppearance(appearance), settled: true });
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, botId, needed]);

  return state;
}
