import { botQueries, useApiClient } from "@org/api-client/react";
import { SidebarMenuBadge } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useActiveAccount } from "./active-account";

/** The number of assistants of the current account, beside the Assistant IA entry. */
export function AssistantCount() {
  const client = useApiClient();
  const { active, isPending: accountsPending } = useActiveAccount();
  const bots = useQuery({
    ...botQueries.list(client, { account: active?.id, page_size: 1 }),
    enabled: !accountsPending,
  });
  if (bots.data === undefined) return null;
  return <SidebarMenuBadge>{bots.data.count}</SidebarMenuBadge>;
}
