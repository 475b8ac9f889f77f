import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  crawlSubUrls,
  createTextKnowledgeBase,
  createUrlKnowledgeBase,
  deleteTextKnowledgeBase,
  getTextKnowledgeBase,
  ingestUrlKnowledgeBase,
  listTextKnowledgeBases,
  setSyncSchedule,
  type TextKnowledgeListParams,
  updateTextKnowledgeBase,
} from "../endpoints/knowledge";
import type { SyncSchedule, TextKnowledgeUpdate } from "../schemas/knowledge";
import { useApiClient } from "./api-client-context";
import { KNOWLEDGE_BASE_QUERY_OPTIONS } from "./query-client";
import { knowledgeBaseKeys, taskKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

/** Text and URL knowledge bases (`type: "url"` lists the URL kind). */
export const knowledgeBaseQueries = {
  list: (client: ApiClient, params: TextKnowledgeListParams = {}) =>
    queryOptions({
      ...KNOWLEDGE_BASE_QUERY_OPTIONS,
      queryKey: knowledgeBaseKeys.list(params),
      queryFn: () => listTextKnowledgeBases(client, params),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      ...KNOWLEDGE_BASE_QUERY_OPTIONS,
      queryKey: knowledgeBaseKeys.detail(id),
      queryFn: () => getTextKnowledgeBase(client, id),
    }),
};

export function useKnowledgeBases(params: TextKnowledgeListParams = {}) {
  return useQuery(knowledgeBaseQueries.list(useApiClient(), params));
}

export function useKnowledgeBase(id: number) {
  return useQuery(knowledgeBaseQueries.detail(useApiClient(), id));
}

export function useCreateTextKnowledgeBase() {
  return useApiMutation(createTextKnowledgeBase, () => [knowledgeBaseKeys.all]);
}

export function useUpdateTextKnowledgeBase() {
  return useApiMutation(
    (client, { id, changes }: { id: number; changes: TextKnowledgeUpdate }) =>
      updateTextKnowledgeBase(client, id, changes),
    () => [knowledgeBaseKeys.all],
  );
}

/** Deletes a text or URL knowledge base. */
export function useDeleteTextKnowledgeBase() {
  return useApiMutation(deleteTextKnowledgeBase, () => [knowledgeBaseKeys.all]);
}

/** Lists the addresses a crawl would visit; changes nothing. */
export function useCrawlSubUrls() {
  return useApiMutation(crawlSubUrls, () => []);
}

export function useCreateUrlKnowledgeBase() {
  return useApiMutation(createUrlKnowledgeBase, () => [knowledgeBaseKeys.all, taskKeys.all]);
}

export function useSetSyncSchedule() {
  return useApiMutation(
    (client, { id, schedule }: { id: number; schedule: SyncSchedule }) =>
      setSyncSchedule(client, id, schedule),
    () => [knowledgeBaseKeys.all],
  );
}

export function useIngestUrlKnowledgeBase() {
  return useApiMutation(ingestUrlKnowledgeBase, () => [knowledgeBaseKeys.all, taskKeys.all]);
}
