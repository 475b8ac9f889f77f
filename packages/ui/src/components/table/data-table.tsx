import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from "@radix-ui/react-icons";
import { Table as ThemesTable } from "@radix-ui/themes";
import { type ReactNode, useMemo, useState } from "react";
import { cx } from "../../lib/class-names";
import { useIsMobile } from "../../lib/use-is-mobile";
import { Button } from "../button/button";
import { type DataTableCardPlace, DataTableCards } from "./data-table-cards";
import { type DataTableLabels, useDataTableLabels } from "./data-table-labels";
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
  /** The column's name as plain text when `header` is not, e.g. in the cards' sort choice. */
  label?: string;
  /**
   * Where the column goes when rows are cards (`layout`): "title" heads the card (by default the
   * first column), "start" stands before the title (a selection box), "end" after it (the row's
   * actions; the default of a column named "actions"), "hidden" is left out, and "field" (the
   * default) is a line of the card named by the header.
   */
  card?: DataTableCardPlace;
}

export type { DataTableLabels } from "./data-table-labels";

/**
 * "table" always, "cards" always, or "auto": cards below the mobile breakpoint, where a table's
 * columns would not fit, and a table above it.
 */
export type DataTableLayout = "auto" | "table" | "cards";

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
  /** This table's words; the others come from `DataTableLabelsProvider`, else English. */
  labels?: Partial<DataTableLabels>;
  layout?: DataTableLayout;
  className?: string;
}

function SortIcon({ direction }: { direction: SortState["direction"] | undefined }) {
  if (direction === "ascending") return <ArrowUpIcon aria-hidden />;
  if (direction === "descending") return <ArrowDownIcon aria-hidden />;
  return <CaretSortIcon aria-hidden className="opacity-60" />;
}

/**
 * A table of rows that sorts by a column when its header button is pressed (ascending,
 * descending, then back to the given order) and splits the rows into pages. On a narrow screen
 * the rows become cards (see `layout`). Either way it takes the width of its container and never
 * widens it: a table wider than its box scrolls inside it, so the page never scrolls sideways.
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
  labels: ownLabels,
  layout = "auto",
  className,
}: DataTableProps<Row>) {
  const labels = useDataTableLabels(ownLabels);
  const isMobile = useIsMobile();
  const asCards = layout === "cards" || (layout === "auto" && isMobile);
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
    <div className={cx("ui-data-table", className)}>
      {asCards ? (
        <DataTableCards
          columns={columns}
          rows={visibleRows}
          getRowId={getRowId}
          caption={caption}
          hideCaption={hideCaption}
          emptyMessage={emptyMessage}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setRequestedPage(0);
          }}
          labels={labels}
        />
      ) : (
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
      )}
      {pages > 1 ? (
        <nav
          aria-label={labels.pagination}
          className="flex flex-wrap items-center justify-end gap-3"
        >
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
