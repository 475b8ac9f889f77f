import type { KnowledgeBase } from "@org/api-client";
import { documentQueries, knowledgeBaseQueries, useApiClient } from "@org/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { useFollowAccount } from "@/components/layout/use-follow-account";

/**
 * Reads the base the address opens when the current account's list does not hold it (a text or
 * URL base, else a document for those who may see them), and follows it to its account, whose
 * list then holds it. A base not found is no one's to follow.
 */
export function useFollowOpenedBase(
  openId: number | null,
  rows: readonly KnowledgeBase[] | null,
  withDocuments: boolean,
): void {
  const client = useApiClient();
  const elsewhere = rows !== null && openId !== null && !rows.some((base) => base.id === openId);
  const text = useQuery({
    ...knowledgeBaseQueries.detail(client, openId ?? 0),
    enabled: elsewhere,
    retry: false,
  });
  const document = useQuery({
    ...documentQueries.detail(client, openId ?? 0),
    enabled: elsewhere && withDocuments && text.isError,
    retry: false,
  });
  const found = text.data ?? document.data;
  useFollowAccount(elsewhere ? (found?.account ?? undefined) : undefined);
}
