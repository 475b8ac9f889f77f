import type { KnowledgeBase } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { useActiveAccount } from "@/components/layout/active-account";
import { documentBasesQuery, textAndUrlBasesQuery } from "./api";

export interface KnowledgeBaseRows {
  /** The current account's bases of every kind the user may see, most recently changed first. */
  rows: KnowledgeBase[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The text, URL and (for those allowed to see them) document bases of the account chosen in the
 * sidebar, as one list, asked for once the accounts are known.
 */
export function useKnowledgeBaseRows(withDocuments: boolean): KnowledgeBaseRows {
  const client = useApiClient();
  const { active, isPending: accountsPending } = useActiveAccount();
  const account = active?.id;
  const textAndUrl = useQuery({
    ...textAndUrlBasesQuery(client, account),
    enabled: !accountsPending,
  });
  const documents = useQuery({
    ...documentBasesQuery(client, account),
    enabled: withDocuments && !accountsPending,
  });
  const rows = [...(textAndUrl.data?.results ?? []), ...(documents.data?.results ?? [])].sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
  return {
    rows,
    isPending: textAndUrl.isPending || (withDocuments && documents.isPending),
    isError: textAndUrl.isError || (withDocuments && documents.isError),
    refetch: () => {
      if (textAndUrl.isError) textAndUrl.refetch();
      if (documents.isError) documents.refetch();
    },
  };
}
