import type { Account } from "@org/api-client";
import { useAccounts } from "@org/api-client/react";
import { atom, useAtom } from "jotai";

/** The account picked in the switcher; none picked means the first one. */
const pickedAccountIdAtom = atom<number | null>(null);

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
