import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";

/**
 * An item of a list that opens beside it: a button showing which one is open, with what comes
 * before it (a checkbox picking it among others) outside the button.
 */
export function SelectableListItem({
  selected,
  onSelect,
  className,
  before,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  /** The spacing of its lines. */
  className: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={before ? "flex items-start gap-2" : undefined}>
      {before}
      <button
        type="button"
        aria-current={selected ? "true" : undefined}
        onClick={onSelect}
        className={cx(
          "grid w-full cursor-pointer rounded-lg [font:inherit] border bg-card p-3 text-left text-foreground transition-colors hover:bg-gray-a3 focus-visible:outline-2 focus-visible:outline-ring",
          className,
          selected ? "border-accent-9 bg-accent-3" : "border-border",
        )}
      >
        {children}
      </button>
    </li>
  );
}
