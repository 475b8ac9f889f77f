/** True for PostgreSQL's unique_violation, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === "23505" && (constraint === undefined || violated === constraint);
}

/** True for PostgreSQL's foreign_key_violation: the row referred to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23503"
  );
}

/** How a connection to the database fails at the socket: refused, cut, unreachable, unknown. */
const CONNECTION_FAILURES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's codes for a database that cannot serve now, though it may soon: a server with no
 * connection left (53300), a statement stopped by its time limit (57014), a session ended for
 * idling in a transaction (25P03).
 */
const SATURATION_CODES = new Set(["53300", "57014", "25P03"]);

/**
 * True when the database cannot serve the request now, rather than refusing a statement: it
 * could not be reached (a connection refused or cut, node-postgres's "Connection terminated",
 * PostgreSQL's connection exceptions of class 08, a server shutting down or not yet accepting
 * connections, 57P01 to 57P03), or it is saturated or stalled (no connection of the pool free in
 * time, none opened in time, a time limit of SATURATION_CODES).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (
      CONNECTION_FAILURES.has(code) ||
      code.startsWith("08") ||
      /^57P0[1-3]$/.test(code) ||
      SATURATION_CODES.has(code)
    ) {
      return true;
    }
  }
  return (
    typeof message === "string" &&
    /^Connection terminated|not queryable|^timeout exceeded when trying to connect/.test(message)
  );
}
