import { DATE_LOCALE, DATE_TIME_FORMAT } from "@/constants";

const dateTimeFormat = new Intl.DateTimeFormat(DATE_LOCALE, DATE_TIME_FORMAT);

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
