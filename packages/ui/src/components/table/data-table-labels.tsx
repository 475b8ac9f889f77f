import { createContext, type ReactNode, useContext } from "react";

export interface DataTableLabels {
  previousPage: string;
  nextPage: string;
  /** Where the reader is, e.g. "Page 2 of 5". */
  pageStatus: (page: number, pageCount: number) => string;
  /** Name of the pagination landmark. */
  pagination: string;
  /** Names the choice of the column to sort by, when rows are shown as cards. */
  sortBy: string;
  /** The order of the cards' sort, shown on the button that reverses it. */
  ascending: string;
  descending: string;
}

export const defaultDataTableLabels: DataTableLabels = {
  previousPage: "Previous",
  nextPage: "Next",
  pageStatus: (page, count) => `Page ${page} of ${count}`,
  pagination: "Pagination",
  sortBy: "Sort by",
  ascending: "Ascending",
  descending: "Descending",
};

const DataTableLabelsContext = createContext<Partial<DataTableLabels>>({});

/**
 * The words of every `DataTable` below it, in the app's language; a table's own `labels` still
 * win. An app sets them once instead of repeating them on each table.
 */
export function DataTableLabelsProvider({
  labels,
  children,
}: {
  labels: Partial<DataTableLabels>;
  children: ReactNode;
}) {
  return (
    <DataTableLabelsContext.Provider value={labels}>{children}</DataTableLabelsContext.Provider>
  );
}

/** The labels of a table: its own, else the provider's, else the English defaults. */
export function useDataTableLabels(own: Partial<DataTableLabels> | undefined): DataTableLabels {
  return { ...defaultDataTableLabels, ...useContext(DataTableLabelsContext), ...own };
}
