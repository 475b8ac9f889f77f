export type SortDirection = "ascending" | "descending";
export type SortableValue = string | number | Date | boolean | null | undefined;

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function compareValues(a: SortableValue, b: SortableValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

function isEmpty(value: SortableValue): boolean {
  return value === null || value === undefined || value === "";
}

/**
 * Rows in the order of a column's value. Empty values go last in both directions; rows with equal
 * values keep their original order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortableValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Next sort after a click on a column header: ascending, then descending, then unsorted. */
export function nextSort(current: SortState | undefined, columnId: string): SortState | undefined {
  if (current?.columnId !== columnId) return { columnId, direction: "ascending" };
  if (current.direction === "ascending") return { columnId, direction: "descending" };
  return undefined;
}

export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** The rows of one page (pages count from 0); a page past the end shows the last one. */
export function pageOf<Row>(rows: readonly Row[], pageIndex: number, pageSize: number): Row[] {
  const lastPage = pageCount(rows.length, pageSize) - 1;
  const page = Math.min(Math.max(0, pageIndex), lastPage);
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}
