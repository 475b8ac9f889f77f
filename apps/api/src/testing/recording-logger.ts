import type { Logger } from "../logger";

export interface LogLine {
  level: string;
  msg: string;
  fields: Record<string, unknown>;
}

/** A logger that keeps its lines, for a server running in the test's own process. */
export function recordingLogger(lines: LogLine[]): Logger {
  const record =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level, msg, fields });
    };
  const logger: Logger = {
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
    child: () => logger,
  };
  return logger;
}
