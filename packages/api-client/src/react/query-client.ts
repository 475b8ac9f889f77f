import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../client/api-error";
import {
  KNOWLEDGE_BASE_QUERY_RETRIES,
  MAX_QUERY_RETRIES,
  NO_RETRY_STATUSES,
  QUERY_STALE_TIME_MS,
} from "../constants";

/**
 * A retry rule for React Query: up to `maxRetries` retries, none when the server refused the
 * token or the permission, since asking again cannot change its mind.
 */
export function retryUnlessRefused(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < maxRetries &&
    !(
      error instanceof ApiError &&
      error.status !== null &&
      NO_RETRY_STATUSES.includes(error.status)
    );
}

/** Every query: fresh for 10 s, refetched on window focus, at most 3 retries. */
export const DEFAULT_QUERY_OPTIONS = {
  staleTime: QUERY_STALE_TIME_MS,
  refetchOnWindowFocus: true,
  retry: retryUnlessRefused(MAX_QUERY_RETRIES),
};

/** Knowledge-base queries retry once and do not refetch on focus. */
export const KNOWLEDGE_BASE_QUERY_OPTIONS = {
  retry: retryUnlessRefused(KNOWLEDGE_BASE_QUERY_RETRIES),
  refetchOnWindowFocus: false,
};

export type QueryErrorOrigin = "query" | "mutation";

export interface QueryClientFactoryOptions {
  /** Called with every failed query and mutation, e.g. to show a toast or reset the session. */
  onError?: (error: unknown, origin: QueryErrorOrigin) => void;
}

/** The QueryClient of an app talking to the API. */
export function createQueryClient({ onError }: QueryClientFactoryOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error, "query") }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error, "mutation") }),
    defaultOptions: { queries: DEFAULT_QUERY_OPTIONS },
  });
}
