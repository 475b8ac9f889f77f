/** How far back the figures go: a number of days up to today, today counting as one. */
export const PERIODS = [
  { value: "7", label: "7 derniers jours", days: 7 },
  { value: "30", label: "30 derniers jours", days: 30 },
  { value: "90", label: "90 derniers jours", days: 90 },
  // A year at most: what the server counts in one report.
  { value: "365", label: "12 derniers mois", days: 365 },
] as const;

export type Period = (typeof PERIODS)[number]["value"];

/** A month: long enough to see a trend, short enough that a day still shows on the chart. */
export const DEFAULT_PERIOD: Period = "30";

/** The first day of the period, at midnight here: the same all day long, so the report stays the same. */
export function periodFirstDay(period: Period, now = new Date()): Date {
  const days = PERIODS.find((candidate) => candidate.value === period)?.days ?? 30;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
}

/** A day as `YYYY-MM-DD`, here. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The time zone the figures are counted in: the browser's, so that a day is the user's day. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
