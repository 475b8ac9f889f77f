import { Button } from "@org/ui";

export interface ListPagesProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What the page controls are named, e.g. "Pages des conversations". */
  label: string;
}

/** The previous and next buttons of a paged list, with where it stands; nothing for one page. */
export function ListPages({ page, pageCount, onPageChange, label }: ListPagesProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Précédente
      </Button>
      <span className="text-sm text-muted-foreground">
        Page {page} sur {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Suivante
      </Button>
    </nav>
  );
}
