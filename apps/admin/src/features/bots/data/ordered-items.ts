/** Something shown in `order`, as bubbles and shortcuts are. */
export interface OrderedItem {
  id: number;
  order: number;
}

export type MoveDirection = "up" | "down";

export interface OrderChange {
  id: number;
  order: number;
}

/**
 * The `order` changes that move the item at `index` one place up or down in `items` (already
 * sorted): the list is renumbered from 0, and only the items whose number changes are returned.
 * Renumbering also straightens out orders that were equal or had gaps.
 */
export function orderChangesForMove(
  items: readonly OrderedItem[],
  index: number,
  direction: MoveDirection,
): OrderChange[] {
  const target = direction === "up" ? index - 1 : index + 1;
  const moved = items[index];
  const other = items[target];
  if (!moved || !other) return [];
  const reordered = [...items];
  reordered[target] = moved;
  reordered[index] = other;
  return reordered.flatMap((item, position) =>
    item.order === position ? [] : [{ id: item.id, order: position }],
  );
}

/** The order a new item takes to come last. */
export function nextOrder(items: readonly OrderedItem[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.order + 1), 0);
}
