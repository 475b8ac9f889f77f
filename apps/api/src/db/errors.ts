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
