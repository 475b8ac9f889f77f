export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
type Fields = Record<string, unknown>;

/** Structured logs: one JSON object a line, on stdout (errors and warnings on stderr). */
export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(level: LogLevel, base: Fields = {}): Logger {
  const write = (entryLevel: Exclude<LogLevel, "silent">, message: string, fields?: Fields) => {
    if (RANK[entryLevel] < RANK[level]) return;
    const entry = { time: new Date().toISOString(), level: entryLevel, msg: message, ...base };
    const line = `${JSON.stringify({ ...entry, ...serialiseFields(fields) })}\n`;
    gather(RANK[entryLevel] >= RANK.warn ? "stderr" : "stdout", line);
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}

/*
 * Writing to stdout or stderr is synchronous when they are files or pipes: a write per line would
 * cost a busy server a system call per request. Lines are gathered and each stream written once
 * per turn of the event loop, in order; what is left when the process exits is written then.
 */
const gathered: Record<"stdout" | "stderr", string[]> = { stdout: [], stderr: [] };
let flushScheduled = false;
let flushOnExit = false;

function gather(stream: "stdout" | "stderr", line: string): void {
  gathered[stream].push(line);
  if (!flushOnExit) {
    flushOnExit = true;
    process.once("exit", flushLines);
  }
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushLines);
  }
}

function flushLines(): void {
  flushScheduled = false;
  for (const stream of ["stdout", "stderr"] as const) {
    const lines = gathered[stream];
    if (lines.length === 0) continue;
    gathered[stream] = [];
    process[stream].write(lines.join(""));
  }
}

/** Errors become plain objects (JSON.stringify drops their message and stack otherwise). */
function serialiseFields(fields: Fields | undefined): Fields {
  if (!fields) return {};
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value;
  }
  return out;
}
