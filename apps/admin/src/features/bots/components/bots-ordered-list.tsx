import { Badge, IconButton, Switch } from "@org/ui";
import { ArrowDownIcon, ArrowUpIcon, Pencil1Icon, TrashIcon } from "@radix-ui/react-icons";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import type { MoveDirection, OrderedItem } from "../data/ordered-items";

export interface ListedItem extends OrderedItem {
  is_active: boolean;
}

export interface BotsOrderedListProps<T extends ListedItem> {
  /** Sorted by order. */
  items: readonly T[];
  /** Names the list for assistive technologies, e.g. "Bulles de l'assistant". */
  label: string;
  /** How one item is called in button names, e.g. its text. */
  nameOf: (item: T) => string;
  renderContent: (item: T) => ReactNode;
  /** The form that edits an item in place; `close` ends the edit. */
  renderEditor: (item: T, close: () => void) => ReactNode;
  canChange: boolean;
  canDelete: boolean;
  /** Resolves once the new order is saved. */
  onMove: (index: number, direction: MoveDirection) => Promise<void>;
  onToggleActive: (item: T) => void;
  /** Called once the deletion is confirmed; resolves once it is done. */
  onDelete: (item: T) => Promise<void>;
  deleteTitle: string;
}

/**
 * Items shown in their order, each with its place, its text, an on/off switch, move up and down
 * buttons, an edit button and a delete button that asks first. After a move, the focus stays on
 * the moved item's button, so the keyboard can keep moving it.
 */
export function BotsOrderedList<T extends ListedItem>({
  items,
  label,
  nameOf,
  renderContent,
  renderEditor,
  canChange,
  canDelete,
  onMove,
  onToggleActive,
  onDelete,
  deleteTitle,
}: BotsOrderedListProps<T>) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const [moving, setMoving] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; dir: MoveDirection } | null>(
    null,
  );
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusAfterMove || moving) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-move-of="${focusAfterMove.id}"]`,
    );
    const enabled = [...(buttons ?? [])].filter((button) => !button.disabled);
    const same = enabled.find((button) => button.dataset.move === focusAfterMove.dir);
    (same ?? enabled[0])?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, moving]);

  async function move(item: T, index: number, dir: MoveDirection) {
    setMoving(true);
    setFocusAfterMove({ id: item.id, dir });
    try {
      await onMove(index, dir);
    } finally {
      setMoving(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await onDelete(deleting);
    } finally {
      setDeletePending(false);
      setDeleting(null);
    }
  }

  return (
    <>
      <ol ref={listRef} aria-label={label} className="m-0 grid list-none gap-2 p-0">
        {items.map((item, index) => (
          <li
            key={item.id}
            className="grid gap-3 rounded-lg border border-border bg-card p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center"
          >
            <span
              aria-hidden
              className="flex size-7 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground"
            >
              {index + 1}
            </span>
            {editingId === item.id ? (
              <div className="sm:col-span-2">{renderEditor(item, () => setEditingId(null))}</div>
            ) : (
              <>
                <div className={item.is_active ? "min-w-0" : "min-w-0 opacity-60"}>
                  {renderContent(item)}
                  {item.is_active ? null : (
                    <Badge variant="secondary" className="mt-1">
                      Inactif
                    </Badge>
                  )}
                </div>
                <div className="flex items-center gap-1">
                  {canChange ? (
                    <>
                      <Switch
                        aria-label={`${nameOf(item)} active`}
                        checked={item.is_active}
                        onCheckedChange={() => onToggleActive(item)}
                        className="mr-2"
                      />
                      <IconButton
                        aria-label={`Monter ${nameOf(item)}`}
                        data-move="up"
                        data-move-of={item.id}
                        disabled={index === 0 || moving}
                        onClick={() => move(item, index, "up")}
                      >
                        <ArrowUpIcon />
                      </IconButton>
                      <IconButton
                        aria-label={`Descendre ${nameOf(item)}`}
                        data-move="down"
                        data-move-of={item.id}
                        disabled={index === items.length - 1 || moving}
                        onClick={() => move(item, index, "down")}
                      >
                        <ArrowDownIcon />
                      </IconButton>
                      <IconButton
                        aria-label={`Modifier ${nameOf(item)}`}
                        onClick={() => setEditingId(item.id)}
                      >
                        <Pencil1Icon />
                      </IconButton>
                    </>
                  ) : null}
                  {canDelete ? (
                    <IconButton
                      aria-label={`Supprimer ${nameOf(item)}`}
                      className="text-[var(--red-11)]"
                      onClick={() => setDeleting(item)}
                    >
                      <TrashIcon />
                    </IconButton>
                  ) : null}
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={deleteTitle}
        description={`« ${deleting ? nameOf(deleting) : ""} » disparaîtra du widget. Cette action est définitive.`}
        pending={deletePending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
