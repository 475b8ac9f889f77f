import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  type DocumentListParams,
  deleteDocumentKnowledgeBases,
  getBotDocuments,
  getDocumentKnowledgeBase,
  listDocumentKnowledgeBases,
  replaceDocumentFile,
  updateDocumentKnowledgeBase,
  uploadDocument,
} from "../endpoints/documents";
import type { DocumentKnowledgeUpdate } from "../schemas/knowledge";
import { useApiClient } from "./api-client-context";
import { KNOWLEDGE_BASE_QUERY_OPTIONS } from "./query-client";
import { documentKeys, taskKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const documentQueries = {
  list: (client: ApiClient, params: DocumentListParams = {}) =>
    queryOptions({
      ...KNOWLEDGE_BASE_QUERY_OPTIONS,
      queryKey: documentKeys.list(params),
      queryFn: () => listDocumentKnowledgeBases(client, params),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      ...KNOWLEDGE_BASE_QUERY_OPTIONS,
      queryKey: documentKeys.detail(id),
      queryFn: () => getDocumentKnowledgeBase(client, id),
    }),
  /** A bot's documents by id; an entry that failed to load is null. */
  ofBot: (client: ApiClient, ids: readonly number[]) =>
    queryOptions({
      ...KNOWLEDGE_BASE_QUERY_OPTIONS,
      queryKey: documentKeys.ofBot(ids),
      queryFn: () => getBotDocuments(client, ids),
    }),
};

export function useDocuments(params: DocumentListParams = {}) {
  return useQuery(documentQueries.list(useApiClient(), params));
}

export function useDocument(id: number) {
  return useQuery(documentQueries.detail(useApiClient(), id));
}

export function useBotDocuments(ids: readonly number[]) {
  return useQuery(documentQueries.ofBot(useApiClient(), ids));
}

export function useUploadDocument() {
  return useApiMutation(uploadDocument, () => [documentKeys.all, taskKeys.all]);
}

/** Replaces a document's file; its new reading is a task. */
export function useReplaceDocumentFile() {
  return useApiMutation(replaceDocumentFile, () => [documentKeys.all, taskKeys.all]);
}

export function useUpdateDocument() {
  return useApiMutation(
    (client, { id, changes }: { id: number; changes: DocumentKnowledgeUpdate }) =>
      updateDocumentKnowledgeBase(client, id, changes),
    () => [documentKeys.all],
  );
}

export function useDeleteDocuments() {
  return useApiMutation(deleteDocumentKnowledgeBases, () => [documentKeys.all]);
}
