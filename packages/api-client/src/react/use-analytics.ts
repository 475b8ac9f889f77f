import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import { type AnalyticsParams, getAnalytics } from "../endpoints/analytics";
import type { AnalyticsInterval } from "../schemas/analytics";
import { useApiClient } from "./api-client-context";
import { analyticsKeys } from "./query-keys";

type AnalyticsRequest = AnalyticsParams & { interval?: AnalyticsInterval };

export const analyticsQueries = {
  report: (client: ApiClient, params: AnalyticsRequest = {}) =>
    queryOptions({
      queryKey: analyticsKeys.report(params),
      queryFn: () => getAnalytics(client, params),
    }),
};

export function useAnalytics(params: AnalyticsRequest = {}) {
  return useQuery(analyticsQueries.report(useApiClient(), params));
}
