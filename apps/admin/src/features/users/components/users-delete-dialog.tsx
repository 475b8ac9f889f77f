import type { User } from "@org/api-client";
import { useDeleteUser } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";

export interface UsersDeleteDialogProps {
  /** The user to delete; the dialog is open while one is given. */
  user: User | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a user for good; a refusal is shown by the general handler. */
export function UsersDeleteDialog({ user, onClose, onDeleted }: UsersDeleteDialogProps) {
  const deleteUser = useDeleteUser();

  async function confirm() {
    if (!user) return;
    const deleted = await deleteUser.mutateAsync(user.user_id).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    toast({ title: "Utilisateur supprimé", description: `${user.username} a été supprimé.` });
    onClose();
    onDeleted?.();
  }

  return (
    <ConfirmDeleteDialog
      open={user !== null}
      title="Supprimer l'utilisateur ?"
      description={
        <>
          {user?.username} ne pourra plus se connecter et sera retiré de ses comptes. Cette action
          est définitive.
        </>
      }
      pending={deleteUser.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
