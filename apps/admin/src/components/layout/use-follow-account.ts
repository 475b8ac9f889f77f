import { useEffect, useRef } from "react";
import { useActiveAccount } from "./active-account";

/**
 * Switches the back-office to `accountId`, the account of what an address names (an assistant,
 * a question, a knowledge base), when it is another of the user's accounts: a link copied in one
 * account opens on what it names in any tab. Each account is followed once, when it becomes
 * known, so that the user may still switch back with the switcher. Answers true while the switch
 * is still to be made.
 */
export function useFollowAccount(accountId: number | undefined): boolean {
  const { accounts, active, pick } = useActiveAccount();
  const followed = useRef<number | undefined>(undefined);
  const toFollow =
    accountId !== undefined &&
    followed.current !== accountId &&
    active !== null &&
    active.id !== accountId &&
    accounts.some((account) => account.id === accountId);
  useEffect(() => {
    if (accountId === undefined || active === null) return;
    if (followed.current === accountId) return;
    followed.current = accountId;
    if (toFollow) pick(accountId);
  }, [accountId, active, toFollow, pick]);
  return toFollow;
}
