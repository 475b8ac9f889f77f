import { botQueries, useApiClient } from "@org/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { useActiveAccount } from "@/components/layout/active-account";

/** Every assistant of an account at once: the screens list, sort and pick from all of them. */
const ALL_BOTS = 1000;

/**
 * The assistants of the account chosen in the sidebar, asked for once the accounts are known
 * (all the user may see when no account is chosen).
 */
export function useAccountBots() {
  const client = useApiClient();
  const { active, isPending: accountsPending } = useActiveAccount();
  return useQuery({
    ...botQueries.list(client, { account: active?.id, page_size: ALL_BOTS }),
    enabled: !accountsPending,
  });
}
