import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { VisuallyHidden } from "@radix-ui/themes";
import { Command as CommandPrimitive, useCommandState } from "cmdk";
import {
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  Fragment,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { COMMAND_LIST_MAX_HEIGHT_PX } from "../../constants";
import { cx } from "../../lib/class-names";
import { Dialog } from "../dialog/dialog";
import { rankByBestMatch } from "./rank-by-best-match";

/**
 * A searchable list of commands (cmdk). Typing filters the items, arrow keys move, Enter runs the
 * highlighted item. Compose with CommandInput, CommandList, CommandGroup, CommandItem, and a
 * CommandEmpty placed next to the list (a listbox may only hold options and groups).
 */
export const Command = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive>
>(function Command({ className, ...props }, ref) {
  return <CommandPrimitive ref={ref} className={cx("ui-command", className)} {...props} />;
});

export interface CommandDialogProps extends ComponentPropsWithoutRef<typeof CommandPrimitive> {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the dialog for assistive technologies (not shown). */
  title?: string;
  description?: string;
  children: ReactNode;
}

/** The command palette in a modal dialog, as opened with Ctrl or Cmd+K. */
export function CommandDialog({
  open,
  onOpenChange,
  title = "Command palette",
  description = "Search for a command to run.",
  children,
  ...props
}: CommandDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="ui-command-dialog" maxWidth="32rem">
        <VisuallyHidden>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </VisuallyHidden>
        <Command {...props}>{children}</Command>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * Points the input and the list at the highlighted item for screen readers. cmdk 1.1 leaves
 * `aria-activedescendant` on an item that filtering removed, so it is set here from the item
 * that is actually marked selected, after every change of search or selection.
 */
function useActiveDescendant(inputRef: { current: HTMLInputElement | null }) {
  const selectedValue = useCommandState((state) => state.value);
  const search = useCommandState((state) => state.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run whenever cmdk's selection or search changes
  useLayoutEffect(() => {
    const root = inputRef.current?.closest("[cmdk-root]");
    if (!root) return;
    const activeId = root.querySelector('[cmdk-item][aria-selected="true"]')?.id;
    for (const element of [inputRef.current, root.querySelector("[cmdk-list]")]) {
      if (!element) continue;
      if (activeId) element.setAttribute("aria-activedescendant", activeId);
      else element.removeAttribute("aria-activedescendant");
    }
  }, [inputRef, selectedValue, search]);
}

function useForwardedRef<T>(forwarded: ForwardedRef<T>) {
  const own = useRef<T | null>(null);
  const setRef = useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof forwarded === "function") forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
  return [own, setRef] as const;
}

export const CommandInput = forwardRef<
  HTMLInputElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Input>
>(function CommandInput({ className, ...props }, ref) {
  const [inputRef, setInputRef] = useForwardedRef(ref);
  useActiveDescendant(inputRef);
  return (
    <div className="ui-command-input-wrapper">
      <MagnifyingGlassIcon aria-hidden className="shrink-0 opacity-60" />
      <CommandPrimitive.Input
        ref={setInputRef}
        className={cx("ui-command-input", className)}
        {...props}
      />
    </div>
  );
});

/**
 * Ranks the groups of the list by their best match while a search is typed (see
 * `rankByBestMatch`), and draws them again in their declared order once it is cleared. Returns
 * the key of the list's content, which changes when the search is cleared.
 */
function useGroupsRankedByBestMatch(listRef: { current: HTMLDivElement | null }): number {
  const search = useCommandState((state) => state.search);
  const scores = useCommandState((state) => state.filtered.items);
  const declaredGroups = useRef<Element[]>([]);
  const [drawing, setDrawing] = useState({ search, count: 0 });
  if (drawing.search !== search) {
    setDrawing({ search, count: search === "" ? drawing.count + 1 : drawing.count });
  }
  // Before cmdk picks the first item (in its own layout effect, which runs after this one).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (search === "") declaredGroups.current = Array.from(list.querySelectorAll("[cmdk-group]"));
    else rankByBestMatch(list, declaredGroups.current, scores);
  }, [listRef, search, scores]);
  return drawing.count;
}

export const CommandList = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.List>
>(function CommandList({ className, style, children, ...props }, ref) {
  const [listRef, setListRef] = useForwardedRef(ref);
  const drawing = useGroupsRankedByBestMatch(listRef);
  return (
    <CommandPrimitive.List
      ref={setListRef}
      className={cx("ui-command-list", className)}
      style={{ maxHeight: COMMAND_LIST_MAX_HEIGHT_PX, ...style }}
      {...props}
    >
      <Fragment key={drawing}>{children}</Fragment>
    </CommandPrimitive.List>
  );
});

export const CommandEmpty = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Empty>
>(function CommandEmpty({ className, ...props }, ref) {
  return (
    <CommandPrimitive.Empty
      ref={ref}
      className={cx("py-6 text-center text-sm text-muted-foreground", className)}
      {...props}
    />
  );
});

export const CommandGroup = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Group>
>(function CommandGroup({ className, ...props }, ref) {
  return (
    <CommandPrimitive.Group ref={ref} className={cx("ui-command-group", className)} {...props} />
  );
});

/**
 * A line between groups, hidden while searching. Drawn rather than announced: a listbox may only
 * hold options and groups, and the groups already carry their headings.
 */
export function CommandSeparator({ className }: { className?: string }) {
  const searching = useCommandState((state) => state.search !== "");
  if (searching) return null;
  return <div aria-hidden className={cx("-mx-1 my-1 h-px bg-gray-a6", className)} />;
}

export const CommandItem = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Item>
>(function CommandItem({ className, ...props }, ref) {
  return (
    <CommandPrimitive.Item ref={ref} className={cx("ui-command-item", className)} {...props} />
  );
});

/** The keyboard shortcut of an item, shown at its right. */
export function CommandShortcut({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cx("ml-auto text-xs tracking-widest text-muted-foreground", className)}
      {...props}
    />
  );
}
