import type { ReactNode } from "react";
import { ListPages } from "./list-pages";

export interface PagedListProps<T> {
  items: readonly T[];
  /** How many the whole list holds, said above it: "12 conversations". */
  countLabel: string;
  /** Shown in place of the count, e.g. what acts on the items picked. */
  header?: ReactNode;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What the page controls are named, e.g. "Pages des conversations". */
  pagesLabel: string;
  emptyMessage: string;
  /** One item, as a list item (`<li>`) with its key. */
  children: (item: T) => ReactNode;
}

/** One page of a list with how many it holds and its page controls, or what to say when empty. */
export function PagedList<T>({
  items,
  countLabel,
  header,
  page,
  pageCount,
  onPageChange,
  pagesLabel,
  emptyMessage,
  children,
}: PagedListProps<T>) {
  if (items.length === 0) {
    return (
      <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {emptyMessage}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {header ?? <p className="m-0 text-sm text-muted-foreground">{countLabel}</p>}
      <ul className="m-0 grid list-none gap-2 p-0">{items.map(children)}</ul>
      <ListPages page={page} pageCount={pageCount} onPageChange={onPageChange} label={pagesLabel} />
    </div>
  );
}
