/** Small helpers the services share to build their SQL. */

export interface Ordering<F extends string> {
  field: F;
  descending: boolean;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * An ORDER BY list from an ordering the caller already restricted to known fields (so nothing
 * of the request reaches the SQL text), with the id last so that pages are stable.
 */
export function orderBy<F extends string>(
  ordering: Ordering<F> | undefined,
  columns: Partial<Record<F, string>>,
  idColumn: string,
): string {
  if (!ordering) return idColumn;
  const column = columns[ordering.field] ?? ordering.field;
  return `${column} ${ordering.descending ? "DESC" : "ASC"}, ${idColumn}`;
}

/**
 * Adds `column = $n` to `sets` for every change whose value is defined, pushing the value onto
 * `params`: what a partial update (PATCH) writes.
 */
export function appendSets(
  sets: string[],
  params: unknown[],
  changes: readonly (readonly [column: string, value: unknown])[],
): void {
  for (const [column, value] of changes) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
}
