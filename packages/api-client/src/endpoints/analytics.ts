import type { ApiClient } from "../client/create-api-client";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import {
  type AnalyticsInterval,
  type AnalyticsReport,
  analyticsReportSchema,
} from "../schemas/analytics";

/**
 * Whose figures (a bot, an account, else every bot one may see), over which period (`since`
 * included, `until` excluded, ISO 8601; the last 30 days by default), counted in which time zone.
 */
export interface AnalyticsParams {
  bot_id?: number;
  account?: number;
  since?: string;
  until?: string;
  time_zone?: string;
}

/** The figures of a period, by day or by week. */
export async function getAnalytics(
  client: ApiClient,
  params: AnalyticsParams & { interval?: AnalyticsInterval } = {},
): Promise<AnalyticsReport> {
  const raw = await client.request(ROUTES.getAnalytics, { searchParams: { ...params } });
  return parseResponse(analyticsReportSchema, raw, client.logger, "analytics");
}

/** The conversations begun in the period as a CSV file, one line per answer. */
export async function exportConversations(
  client: ApiClient,
  params: AnalyticsParams = {},
): Promise<Blob> {
  const response = await client.send(ROUTES.exportConversations, {
    searchParams: { ...params },
  });
  return response.blob();
}
