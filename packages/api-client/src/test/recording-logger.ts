import type { ApiLogger } from "../client/logger";

export interface LogEntry {
  message: string;
  details: unknown;
}

/** A logger for tests that keeps what it is told. */
export function createRecordingLogger(): ApiLogger & { entries: LogEntry[]; text(): string } {
  const entries: LogEntry[] = [];
  return {
    entries,
    error: (message, details) => entries.push({ message, details }),
    /** Everything logged, as one string to search. */
    text: () => JSON.stringify(entries),
  };
}
