import type { AnalyticsInterval, AnalyticsParams, ApiClient } from "@org/api-client";
import { analyticsQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

export type AnalyticsRequest = AnalyticsParams & { interval: AnalyticsInterval };

/**
 * The figures of a period. While another assistant, period or interval loads, the report shown
 * stays on screen rather than giving way to skeletons.
 */
export function analyticsReportQuery(client: ApiClient, params: AnalyticsRequest) {
  return queryOptions({
    ...analyticsQueries.report(client, params),
    placeholderData: (previous) => previous,
  });
}
