import { SINCE_THE_START } from "@/lib/screen-address";

/** How far back the misses counted go: a number of days up to today, or since the start. */
export const PERIODS = [
  { value: "7", label: "7 derniers jours", days: 7 },
  { value: "30", label: "30 derniers jours", days: 30 },
  { value: "90", label: "90 derniers jours", days: 90 },
  { value: SINCE_THE_START, label: "Depuis le début", days: null },
] as const;

export type Period = (typeof PERIODS)[number]["value"];

/** A month: enough to see what comes back, short enough that old misses no longer crowd it. */
export const DEFAULT_PERIOD: Period = "30";

/**
 * The moment the period starts, as the API reads it: midnight, here, of its first day (today
 * counts as one); none since the start. The same all day long, so the lists read stay the same.
 */
export function periodStart(period: Period, now = new Date()): string | undefined {
  const days = PERIODS.find((candidate) => candidate.value === period)?.days ?? null;
  if (days === null) return undefined;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1)).toISOString();
}
