import { Table as ThemesTable } from "@radix-ui/themes";

/**
 * A plain table for static content: `Table.Root`, `.Header`, `.Body`, `.Row`,
 * `.ColumnHeaderCell`, `.RowHeaderCell`, `.Cell`. For sorting and paging use `DataTable`.
 */
export const Table = ThemesTable;
