// Hooks and the provider only run in the browser; frameworks with server components need to know.
"use client";

export {
  ApiClientProvider,
  type ApiClientProviderProps,
  useApiClient,
} from "./api-client-context";
export {
  createQueryClient,
  DEFAULT_QUERY_OPTIONS,
  KNOWLEDGE_BASE_QUERY_OPTIONS,
  type QueryClientFactoryOptions,
  type QueryErrorOrigin,
  retryUnlessRefused,
} from "./query-client";
export * from "./query-keys";
export * from "./use-accounts";
export * from "./use-analytics";
export { useApiMutation } from "./use-api-mutation";
export * from "./use-assistant-tests";
export * from "./use-auth";
export * from "./use-bots";
export * from "./use-bubble-messages";
export * from "./use-chat-history";
export * from "./use-curated-answers";
export * from "./use-documents";
export * from "./use-knowledge-bases";
export * from "./use-missed-questions";
export * from "./use-shortcuts";
export * from "./use-tasks";
export * from "./use-users";
