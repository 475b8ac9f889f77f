import { analyticsIntervalSchema, type Bot } from "@org/api-client";
import { Select } from "@org/ui";
import { assistantOptions } from "@/lib/assistant-options";
import { ALL_BOTS_LABEL, INTERVALS } from "../data/analytics-labels";
import { PERIODS } from "../data/periods";
import type { AnalyticsView } from "../use-analytics-view";

export interface AnalyticsFiltersProps {
  bots: readonly Bot[];
  view: AnalyticsView;
  onChange: (changes: Partial<AnalyticsView>) => void;
}

/** The value of the assistant filter that counts every assistant (a select's value cannot be empty). */
const EVERY_BOT = "tous";

const PERIOD_OPTIONS = PERIODS.map(({ value, label }) => ({ value, label }));
const INTERVAL_OPTIONS = analyticsIntervalSchema.options.map((interval) => ({
  value: interval,
  label: INTERVALS[interval].label,
}));

/** Whose figures are counted, over which period, grouped by day or by week. */
export function AnalyticsFilters({ bots, view, onChange }: AnalyticsFiltersProps) {
  const botOptions = [{ value: EVERY_BOT, label: ALL_BOTS_LABEL }, ...assistantOptions(bots)];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select
        aria-label="Assistant"
        className="w-72 max-w-full"
        options={botOptions}
        value={view.botId === null ? EVERY_BOT : String(view.botId)}
        onValueChange={(value) =>
          onChange({ botId: bots.find((bot) => String(bot.id) === value)?.id ?? null })
        }
      />
      <Select
        aria-label="Période"
        className="w-48 max-w-full"
        options={PERIOD_OPTIONS}
        value={view.period}
        onValueChange={(value) => {
          const period = PERIODS.find((candidate) => candidate.value === value)?.value;
          if (period !== undefined) onChange({ period });
        }}
      />
      <Select
        aria-label="Intervalle"
        className="w-40 max-w-full"
        options={INTERVAL_OPTIONS}
        value={view.interval}
        onValueChange={(value) => {
          const interval = analyticsIntervalSchema.options.find((name) => name === value);
          if (interval !== undefined) onChange({ interval });
        }}
      />
    </div>
  );
}
