import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from "@radix-ui/react-icons";
import { Table as ThemesTable } from "@radix-ui/themes";
import { type ReactNode, useMemo, useState } from "react";
import { cx } from "../../lib/class-names";
import { Button } from "../button/button";
import {
  nextSort,
  pageCount,
  pageOf,
  type SortableValue,
  type SortState,
  sortRows,
} from "./table-state";

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The value to sort by; a column without it cannot be sorted. */
  sortValue?: (row: Row) => SortableValue;
  align?: "left" | "center" | "right";
}

export interface DataTableLabels {
  previousPage: string;
  nextPage: string;
  /** Where the reader is, e.g. "Page 2 of 5". */
  pageStatus: (page: number, pageCount: number) => string;
  /** Name of the pagination landmark. */
  pagination: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** Names the table for assistive technologies; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  /** Rows per page; pagination controls show when there is more than one page. */
  pageSize?: number;
  defaultSort?: SortState;
  /** Shown in place of rows when there are none. */
  emptyMessage?: ReactNode;
  labels?: Partial<DataTableLabels>;
  className?: string;
}

const defaultLabels: DataTableLabels = {
  previousPage: "Previous",
  nextPage: "Next",
  pageStatus: (page, count) => `Page ${page} of ${count}`,
  pagination: "Pagination",
};

function SortIcon({ direction }: { direction: SortState["direction"] | undefined }) {
  if (direction === "ascending") return <ArrowUpIcon aria-hidden />;
  if (direction === "descending") return <ArrowDownIcon aria-hidden />;
  return <CaretSortIcon aria-hidden className="opacity-60" />;
}

/**
 * A table of rows that sorts by a column when its header button is pressed (ascending,
 * descending, then back to the given order) and splits the rows into pages.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption,
  pageSize = 10,
  defaultSort,
  emptyMessage = "No results.",
  labels: labelOverrides,
  className,
}: DataTableProps<Row>) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const [requestedPage, setRequestedPage] = useState(0);

  const sortedRows = useMemo(() => {
    const sortValue = columns.find((column) => column.id === sort?.columnId)?.sortValue;
    return sort && sortValue ? sortRows(rows, sortValue, sort.direction) : [...rows];
  }, [columns, rows, sort]);

  const pages = pageCount(sortedRows.length, pageSize);
  // Rows can shrink (filtering, deletion) while a late page is shown: stay on the last one.
  const page = Math.min(requestedPage, pages - 1);
  const visibleRows = pageOf(sortedRows, page, pageSize);

  function onSort(columnId: string) {
    setSort((current) => nextSort(current, columnId));
    setRequestedPage(0);
  }

  return (
    <div className={cx("flex flex-col gap-3", className)}>
      <ThemesTable.Root variant="surface">
        <caption className={hideCaption ? "sr-only" : "ui-data-table-caption"}>{caption}</caption>
        <ThemesTable.Header>
          <ThemesTable.Row>
            {columns.map((column) => {
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <ThemesTable.ColumnHeaderCell
                  key={column.id}
                  align={column.align}
                  aria-sort={column.sortValue ? (direction ?? "none") : undefined}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="ui-data-table-sort"
                      onClick={() => onSort(column.id)}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </ThemesTable.ColumnHeaderCell>
              );
            })}
          </ThemesTable.Row>
        </ThemesTable.Header>
        <ThemesTable.Body>
          {visibleRows.length === 0 ? (
            <ThemesTable.Row>
              <ThemesTable.Cell
                colSpan={columns.length}
                className="text-center text-muted-foreground"
              >
                {emptyMessage}
              </ThemesTable.Cell>
            </ThemesTable.Row>
          ) : (
            visibleRows.map((row) => (
              <ThemesTable.Row key={getRowId(row)}>
                {columns.map((column) => (
                  <ThemesTable.Cell key={column.id} align={column.align}>
                    {column.cell(row)}
                  </ThemesTable.Cell>
                ))}
              </ThemesTable.Row>
            ))
          )}
        </ThemesTable.Body>
      </ThemesTable.Root>
      {pages > 1 ? (
        <nav aria-label={labels.pagination} className="flex items-center justify-end gap-3">
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {labels.pageStatus(page + 1, pages)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page === 0}
            onClick={() => setRequestedPage(page - 1)}
          >
            {labels.previousPage}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages - 1}
            onClick={() => setRequestedPage(page + 1)}
          >
            {labels.nextPage}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
