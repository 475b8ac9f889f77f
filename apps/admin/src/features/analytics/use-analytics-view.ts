import { type AnalyticsInterval, analyticsIntervalSchema } from "@org/api-client";
import { useSearchParams } from "react-router";
import { positiveInteger } from "@/lib/positive-integer";
import { SCREEN_PARAM } from "@/lib/screen-address";
import { DEFAULT_INTERVAL, INTERVALS } from "./data/analytics-labels";
import { DEFAULT_PERIOD, PERIODS, type Period } from "./data/periods";

/** What the statistics screen shows, kept in the address so that it survives a reload. */
export interface AnalyticsView {
  /** The assistant picked; null for every assistant of the account. */
  botId: number | null;
  period: Period;
  interval: AnalyticsInterval;
}

const PARAM = {
  bot: SCREEN_PARAM.bot,
  period: SCREEN_PARAM.period,
  interval: "intervalle",
} as const;

/** The screen's view and a way to change part of it. */
export function useAnalyticsView(): [AnalyticsView, (changes: Partial<AnalyticsView>) => void] {
  const [params, setParams] = useSearchParams();
  const period = params.get(PARAM.period);
  const interval = params.get(PARAM.interval);
  const view: AnalyticsView = {
    botId: positiveInteger(params.get(PARAM.bot)),
    period: PERIODS.find((candidate) => candidate.value === period)?.value ?? DEFAULT_PERIOD,
    interval:
      analyticsIntervalSchema.options.find((name) => INTERVALS[name].param === interval) ??
      DEFAULT_INTERVAL,
  };
  const change = (changes: Partial<AnalyticsView>) => {
    const next = { ...view, ...changes };
    const entries: [string, string][] = [];
    if (next.botId !== null) entries.push([PARAM.bot, String(next.botId)]);
    if (next.period !== DEFAULT_PERIOD) entries.push([PARAM.period, next.period]);
    if (next.interval !== DEFAULT_INTERVAL) {
      entries.push([PARAM.interval, INTERVALS[next.interval].param]);
    }
    setParams(new URLSearchParams(entries));
  };
  return [view, change];
}
