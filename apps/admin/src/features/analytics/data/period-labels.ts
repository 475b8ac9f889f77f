import type { AnalyticsInterval } from "@org/api-client";
import { formatDay, formatShortDay } from "@/lib/format-date";

/** A day or week of the series under the chart's axis: its first day, short. */
export function periodTick(period: string): string {
  return formatShortDay(period);
}

/** A day or week of the series in full, in the tooltip and the table of the chart. */
export function periodName(period: string, interval: AnalyticsInterval): string {
  return interval === "week" ? `Semaine du ${formatDay(period)}` : formatDay(period);
}
