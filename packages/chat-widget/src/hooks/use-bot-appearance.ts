import {
  type ApiClient,
  type BotAppearance,
  getBotAppearance,
  isWebAddress,
} from "@org/api-client";
import { useEffect, useState } from "react";
import { APPEARANCE_WAIT_MS } from "../constants";
import { readAppearance } from "../host/appearance";

export interface BotAppearanceState {
  /** What the back-office set; empty until known, and when it cannot be read. */
  appearance: Partial<BotAppearance>;
  /** The privacy policy set in the back-office (an http(s) address); null until known, or none. */
  privacyPolicyUrl: string | null;
  /** The assistant's name, shown before a session brings it; none (or empty) until known. */
  botName?: string;
  /** Known, unreadable, or waited for long enough: the widget may draw itself. */
  settled: boolean;
  /** The server has no active assistant of this id: unknown, or deactivated. */
  unavailable: boolean;
}

/**
 * The appearance of the bot as set in the back-office, its privacy policy, its name, and whether
 * it is available at all, read once per bot. With `waitForIt` (the host did not give every
 * appearance prop and the privacy policy), it settles when read, when it cannot be, or after
 * APPEARANCE_WAIT_MS, whichever comes first; without, it is settled at once.
 */
export function useBotAppearance(
  client: ApiClient,
  botId: number,
  waitForIt: boolean,
): BotAppearanceState {
  const [state, setState] = useState<BotAppearanceState>({
    appearance: {},
    privacyPolicyUrl: null,
    settled: !waitForIt,
    unavailable: false,
  });

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      if (active) setState((current) => ({ ...current, settled: true }));
    }, APPEARANCE_WAIT_MS);
    getBotAppearance(client, botId).then((appearance) => {
      clearTimeout(timer);
      // Only the values this widget knows; a newer server's others are left to the defaults.
      if (active) {
        setState({
          appearance: readAppearance(appearance),
          privacyPolicyUrl: isWebAddress(appearance?.privacy_policy_url)
            ? appearance.privacy_policy_url
            : null,
          botName: appearance?.name,
          settled: true,
          unavailable: appearance === null,
        });
      }
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, botId]);

  return state;
}
