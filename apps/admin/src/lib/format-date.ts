import { DATE_LOCALE, DATE_TIME_FORMAT } from "@/constants";

const dateTimeFormat = new Intl.DateTimeFormat(DATE_LOCALE, DATE_TIME_FORMAT);
const shortDayFormat = new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "short" });
const dayFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A date and time the French way, e.g. "3 mars 2025 à 14:05". */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

/** A wait the French way, rounded up: "40 secondes", "1 minute", "15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} seconde${whole > 1 ? "s" : ""}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? "s" : ""}`;
}

/** A calendar day written `YYYY-MM-DD`, as that day here (not the UTC midnight it would parse to). */
function calendarDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
}

/** A calendar day (`YYYY-MM-DD`) short, the French way, e.g. "3 mars". */
export function formatShortDay(day: string): string {
  return shortDayFormat.format(calendarDay(day));
}

/** A calendar day (`YYYY-MM-DD`) in full, the French way, e.g. "3 mars 2025". */
export function formatDay(day: string): string {
  return dayFormat.format(calendarDay(day));
}

/**
 * A date and time the French way as read in a time zone (an IANA name), with its weekday, e.g.
 * "mardi 4 mars 2025 à 06:00". A zone the browser does not know leaves the browser's own.
 */
export function formatDateTimeIn(date: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  };
  try {
    return new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(DATE_LOCALE, options).format(date);
  }
}
