import { EARLIEST_MOMENT_MS, LATEST_MOMENT_MS } from "../constants";

/**
 * The moment an ISO 8601 text names (`2026-11-01`, midnight UTC, or `2026-11-01T08:00:00Z`; a
 * time without an offset is UTC too, whatever the server's time zone), or
 * undefined when the text is not one, names a day or a time that does not exist (February 31,
 * month 13, hour 24), or falls outside EARLIEST_MOMENT_MS to LATEST_MOMENT_MS: Date alone rolls
 * February 31 over to March 3, and holds years PostgreSQL cannot read.
 */
export function readIsoMoment(text: string): Date | undefined {
  const fields = ISO_MOMENT.exec(text)?.groups;
  if (!fields || !existsOnCalendar(fields)) return undefined;
  const inUtc = fields.hour !== undefined && !/(?:Z|[+-]\d{2}:\d{2})$/.test(text);
  const moment = new Date(inUtc ? `${text}Z` : text);
  const time = moment.getTime();
  return time >= EARLIEST_MOMENT_MS && time <= LATEST_MOMENT_MS ? moment : undefined;
}

/** A date, optionally with a time (to the second or less) and an offset or Z. */
const ISO_MOMENT =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})(?:T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](?<offsetHour>\d{2}):(?<offsetMinute>\d{2}))?)?$/;

/** Whether each field of a moment is one the calendar and the clock have (no leap second). */
function existsOnCalendar(fields: Record<string, string | undefined>): boolean {
  const field = (name: string) => Number(fields[name] ?? 0);
  const month = field("month");
  const day = field("day");
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(field("year"), month) &&
    field("hour") <= 23 &&
    field("minute") <= 59 &&
    field("second") <= 59 &&
    field("offsetHour") <= 23 &&
    field("offsetMinute") <= 59
  );
}

/** The days of `month` (1 to 12) of `year` in the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
