import type { KnowledgeBase } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { documentBasesQuery, textAndUrlBasesQuery } from "./api";

export interface KnowledgeBaseRows {
  /** The bases of every kind the user may see, most recently changed first. */
  rows: KnowledgeBase[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Text, URL and (for those allowed to see them) document bases, as one list. */
export function useKnowledgeBaseRows(withDocuments: boolean): KnowledgeBaseRows {
  const client = useApiClient();
  const textAndUrl = useQuery(textAndUrlBasesQuery(client));
  const documents = useQuery({ ...documentBasesQuery(client), enabled: withDocuments });
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
