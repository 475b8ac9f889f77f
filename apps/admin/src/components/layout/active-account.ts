import type { Account } from "@org/api-client";
import { useAccounts } from "@org/api-client/react";
import { userAtom } from "@org/auth";
import { atom, useAtom } from "jotai";
import { ACTIVE_ACCOUNT_STORAGE_KEY } from "@/constants";

/** The account a user picked last in the switcher, as kept in this browser. */
interface StoredChoice {
  user: number;
  account: number;
}

function isStoredChoice(value: unknown): value is StoredChoice {
  const choice = value as Partial<StoredChoice> | null;
  return Number.isInteger(choice?.user) && Number.isInteger(choice?.account);
}

function readStoredChoice(): StoredChoice | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ACTIVE_ACCOUNT_STORAGE_KEY) ?? "null");
    return isStoredChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** The choice written by this tab; until it writes one, the one last kept in the browser. */
const writtenChoiceAtom = atom<StoredChoice | null>(null);

/**
 * The account picked in the switcher by the signed-in user, kept in local storage so that a
 * reload or a new tab opens on it; none picked means the first one. A tab already open keeps its
 * account when another one switches: what it shows stays what its user is working on.
 */
const pickedAccountIdAtom = atom(
  (get) => {
    const user = get(userAtom);
    const choice = get(writtenChoiceAtom) ?? readStoredChoice();
    return user && choice?.user === user.user_id ? choice.account : null;
  },
  (get, set, account: number) => {
    const user = get(userAtom);
    if (!user) return;
    const choice = { user: user.user_id, account };
    localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, JSON.stringify(choice));
    set(writtenChoiceAtom, choice);
  },
);

export interface ActiveAccount {
  accounts: readonly Account[];
  /** The picked account, else the first; null while loading or when the user has none. */
  active: Account | null;
  pick: (id: number) => void;
  isPending: boolean;
  isError: boolean;
}

/** The accounts of the user and the one the back-office currently works in. */
export function useActiveAccount(): ActiveAccount {
  const query = useAccounts();
  const [pickedId, pick] = useAtom(pickedAccountIdAtom);
  const accounts = query.data?.results ?? [];
  const active = accounts.find((account) => account.id === pickedId) ?? accounts[0] ?? null;
  return { accounts, active, pick, isPending: query.isPending, isError: query.isError };
}
