/** A copy sorted by `order` ascending; equal orders keep the server's order. */
export function sortByOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}
