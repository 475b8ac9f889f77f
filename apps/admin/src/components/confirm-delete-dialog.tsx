import { AlertDialog, Button } from "@org/ui";
import type { ReactNode } from "react";

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: ReactNode;
  /** What goes with the deletion; says that it cannot be undone. */
  description: ReactNode;
  /** Shown under the description, e.g. the names of what is deleted. */
  children?: ReactNode;
  /** While the deletion runs, the button shows it. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  maxWidth?: string;
}

/** Asks before deleting something for good: Annuler closes, Supprimer confirms. */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  children,
  pending,
  onConfirm,
  onClose,
  maxWidth = "28rem",
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      <AlertDialog.Content maxWidth={maxWidth}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        {children}
        <div className="mt-4 flex justify-end gap-3">
          <AlertDialog.Cancel>
            <Button variant="outline">Annuler</Button>
          </AlertDialog.Cancel>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            Supprimer
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
