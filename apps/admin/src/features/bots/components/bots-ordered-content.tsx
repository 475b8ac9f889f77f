import { Skeleton, toast } from "@org/ui";
import type { ReactNode } from "react";
import { LoadErrorCard } from "@/components/load-error-card";
import { type MoveDirection, nextOrder, orderChangesForMove } from "../data/ordered-items";
import { BotsOrderedList, type ListedItem } from "./bots-ordered-list";

/** What the screen says about one kind of ordered content, e.g. bubbles or shortcuts. */
export interface OrderedContentTexts {
  intro: ReactNode;
  empty: string;
  /** Said, with a retry, when the list cannot be loaded. */
  loadFailed: string;
  /** Names the list for assistive technologies. */
  listLabel: string;
  deleteTitle: string;
  orderSaved: string;
  activated: string;
  deactivated: string;
  deleted: string;
  deleteFailed: string;
}

export interface BotsOrderedContentProps<T extends ListedItem> {
  items: readonly T[] | undefined;
  isPending: boolean;
  /** The list could not be loaded: its failure shows instead, with `onRetry`. */
  isError: boolean;
  onRetry: () => void;
  texts: OrderedContentTexts;
  /** Saves a change of place or of the on/off switch; rejects when the server refuses it. */
  save: (id: number, changes: { order?: number; is_active?: boolean }) => Promise<unknown>;
  /** Resolves to false when the deletion failed. */
  remove: (id: number) => Promise<boolean>;
  canChange: boolean;
  canDelete: boolean;
  nameOf: (item: T) => string;
  renderContent: (item: T) => ReactNode;
  renderEditor: (item: T, close: () => void) => ReactNode;
  /** The form that adds an item at `order`, left out when the user may not add. */
  renderAdder?: (order: number) => ReactNode;
  /** Called after each saved change, so the preview can show it. */
  onSaved: () => void;
}

/** A bot's content shown in order, switched on and off, moved, edited, deleted and added to. */
export function BotsOrderedContent<T extends ListedItem>({
  items: loaded,
  isPending,
  isError,
  onRetry,
  texts,
  save,
  remove,
  canChange,
  canDelete,
  nameOf,
  renderContent,
  renderEditor,
  renderAdder,
  onSaved,
}: BotsOrderedContentProps<T>) {
  const items = loaded ?? [];

  async function move(index: number, direction: MoveDirection) {
    const changes = orderChangesForMove(items, index, direction);
    const saved = await Promise.all(
      changes.map(({ id, order }) =>
        save(id, { order }).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (saved.includes(false)) return;
    toast({ title: texts.orderSaved });
    onSaved();
  }

  async function toggle(item: T) {
    const active = !item.is_active;
    const saved = await save(item.id, { is_active: active }).catch(() => null);
    if (!saved) return;
    toast({ title: active ? texts.activated : texts.deactivated });
    onSaved();
  }

  async function deleteItem(item: T) {
    const deleted = await remove(item.id);
    if (!deleted) {
      toast({ variant: "destructive", title: texts.deleteFailed });
      return;
    }
    toast({ title: texts.deleted });
    onSaved();
  }

  return (
    <div className="grid gap-4">
      <p className="m-0 text-sm text-muted-foreground">{texts.intro}</p>
      {isPending ? (
        <div className="grid gap-2" aria-hidden>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : isError ? (
        <LoadErrorCard message={texts.loadFailed} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {texts.empty}
        </p>
      ) : (
        <BotsOrderedList
          items={items}
          label={texts.listLabel}
          nameOf={nameOf}
          renderContent={renderContent}
          renderEditor={renderEditor}
          canChange={canChange}
          canDelete={canDelete}
          onMove={move}
          onToggleActive={toggle}
          onDelete={deleteItem}
          deleteTitle={texts.deleteTitle}
        />
      )}
      {renderAdder && !isPending && !isError ? renderAdder(nextOrder(items)) : null}
    </div>
  );
}
