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
 * True when the database could not be reached, rather than refusing a statement: a connection
 * refused or cut (node-postgres says "Connection terminated"), PostgreSQL's connection exceptions
 * (class 08) and a server shutting down or not yet accepting connections (57P01 to 57P03).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (CONNECTION_FAILURES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code)) {
      return true;
    }
  }
  return typeof message === "string" && /^Connection terminated|not queryable/.test(message);
}
