import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useCommandPalette } from "./command-palette";

/** Opens the command palette; shows its shortcut. */
export function SearchButton() {
  const { setOpen } = useCommandPalette();
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="flex h-8 w-full max-w-64 cursor-pointer items-center gap-2 rounded-md border border-border bg-muted/40 px-3 text-sm text-muted-foreground hover:bg-muted"
    >
      <MagnifyingGlassIcon aria-hidden />
      <span className="flex-1 text-left">Rechercher</span>
      <kbd className="hidden rounded border border-border bg-background px-1.5 font-mono text-[10px] sm:inline">
        Ctrl K
      </kbd>
    </button>
  );
}
