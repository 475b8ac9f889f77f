import { ArrowDownIcon, ArrowUpIcon } from "@radix-ui/react-icons";
import type { ReactNode } from "react";
import { Button } from "../button/button";
import { Select } from "../select/select";
import type { DataTableLabels } from "./data-table-labels";
import type { SortState } from "./table-state";

/** Where a column goes when its rows are shown as cards. */
export type DataTableCardPlace = "title" | "start" | "end" | "field" | "hidden";

/** What the cards need of a column (a `DataTableColumn` has all of it). */
export interface DataTableCardColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortValue?: unknown;
  label?: string;
  card?: DataTableCardPlace;
}

/** A column's place: as asked, else a column named "actions" at the end, else a field. */
function placeOf(column: Pick<DataTableCardColumn<never>, "id" | "card">): DataTableCardPlace {
  return column.card ?? (column.id === "actions" ? "end" : "field");
}

/** The column's name as plain text, for the sort choice. */
function labelOf(column: Pick<DataTableCardColumn<never>, "id" | "header" | "label">): string {
  return column.label ?? (typeof column.header === "string" ? column.header : column.id);
}

/** The columns of each part of a card: the title is the first field unless one is named. */
export function cardLayout<Row>(columns: readonly DataTableCardColumn<Row>[]) {
  const title =
    columns.find((column) => column.card === "title") ??
    columns.find((column) => placeOf(column) === "field");
  const others = columns.filter((column) => column !== title);
  return {
    title,
    start: others.filter((column) => placeOf(column) === "start"),
    end: others.filter((column) => placeOf(column) === "end"),
    fields: others.filter((column) => placeOf(column) === "field"),
  };
}

export interface DataTableCardsProps<Row> {
  columns: readonly DataTableCardColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  caption: string;
  hideCaption?: boolean;
  emptyMessage: ReactNode;
  sort: SortState | undefined;
  onSortChange: (sort: SortState) => void;
  labels: DataTableLabels;
}

/**
 * The rows of a table as a list of cards, for narrow screens: each card is headed by its title
 * column, with the "start" columns before it (a selection box) and the "end" ones after it (the
 * row's actions), then one line per other column, named by its header. The headers of the
 * "start" columns (select all) and a choice of sort stand above the cards.
 */
export function DataTableCards<Row>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption,
  emptyMessage,
  sort,
  onSortChange,
  labels,
}: DataTableCardsProps<Row>) {
  const { title, start, end, fields } = cardLayout(columns);
  const sortable = columns.filter((column) => column.sortValue !== undefined);
  const showToolbar = start.length > 0 || (sortable.length > 0 && rows.length > 1);

  return (
    <div className="ui-data-table-cards-root">
      {hideCaption ? null : <p className="ui-data-table-caption">{caption}</p>}
      {showToolbar ? (
        <div className="ui-data-table-card-toolbar">
          {start.map((column) => (
            <div key={column.id} className="ui-data-table-card-start">
              {column.header}
            </div>
          ))}
          {sortable.length > 0 && rows.length > 1 ? (
            <div className="ui-data-table-card-sort">
              <Select
                size="sm"
                aria-label={labels.sortBy}
                placeholder={labels.sortBy}
                options={sortable.map((column) => ({ value: column.id, label: labelOf(column) }))}
                value={sort?.columnId ?? ""}
                onValueChange={(columnId) =>
                  onSortChange({ columnId, direction: sort?.direction ?? "ascending" })
                }
              />
              {sort ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    onSortChange({
                      columnId: sort.columnId,
                      direction: sort.direction === "ascending" ? "descending" : "ascending",
                    })
                  }
                >
                  {sort.direction === "ascending" ? (
                    <ArrowUpIcon aria-hidden />
                  ) : (
                    <ArrowDownIcon aria-hidden />
                  )}
                  {labels[sort.direction]}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="ui-data-table-card-empty">{emptyMessage}</p>
      ) : (
        <ul className="ui-data-table-cards" aria-label={caption}>
          {rows.map((row) => (
            <li key={getRowId(row)} className="ui-data-table-card">
              <div className="ui-data-table-card-head">
                {start.map((column) => (
                  <div key={column.id} className="ui-data-table-card-start">
                    {column.cell(row)}
                  </div>
                ))}
                <div className="ui-data-table-card-title">{title?.cell(row)}</div>
                {end.map((column) => (
                  <div key={column.id} className="ui-data-table-card-end">
                    {column.cell(row)}
                  </div>
                ))}
              </div>
              {fields.length > 0 ? (
                <dl className="ui-data-table-card-fields">
                  {fields.map((column) => (
                    <div key={column.id} className="ui-data-table-card-field">
                      <dt>{column.header}</dt>
                      <dd>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
