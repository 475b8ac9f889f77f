/**
 * Reciprocal rank fusion: merges ranked lists into one, each item scoring the sum of
 * 1 / (k + rank) over the lists it appears in (rank from 1). k = 60 damps the weight of the very
 * first places, as in the original method.
 */
export function reciprocalRankFusion<T>(
  lists: readonly (readonly T[])[],
  keyOf: (item: T) => string | number,
  k = 60,
): { item: T; score: number }[] {
  const fused = new Map<string | number, { item: T; score: number }>();
  for (const list of lists) {
    for (const [index, item] of list.entries()) {
      const key = keyOf(item);
      const entry = fused.get(key) ?? { item, score: 0 };
      entry.score += 1 / (k + index + 1);
      fused.set(key, entry);
    }
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
