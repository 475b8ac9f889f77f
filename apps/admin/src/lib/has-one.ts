/** Whether the list holds at least one item, so that its first can be read without a check. */
export function hasOne<T>(items: readonly T[]): items is readonly [T, ...T[]] {
  return items.length > 0;
}
