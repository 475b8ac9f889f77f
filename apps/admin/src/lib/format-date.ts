import { DATE_LOCALE, DATE_TIME_FORMAT } from "@/constants";

const dateTimeFormat = new Intl.DateTimeFormat(DATE_LOCALE, DATE_TIME_FORMAT);

/** A date and time the French way, e.g. "3 mars 2025 à 14:05". */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}
