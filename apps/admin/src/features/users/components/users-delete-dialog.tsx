import type { User } from "@org/api-client";
import { useDeleteUser } from "@org/api-client/react";
import { AlertDialog, Button, toast } from "@org/ui";

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
    <AlertDialog.Root open={user !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>Supprimer l'utilisateur ?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {user?.username} ne pourra plus se connecter et sera retiré de ses comptes. Cette action
          est définitive.
        </AlertDialog.Description>
        <div className="mt-4 flex justify-end gap-3">
          <AlertDialog.Cancel>
            <Button variant="outline">Annuler</Button>
          </AlertDialog.Cancel>
          <Button variant="destructive" loading={deleteUser.isPending} onClick={confirm}>
            Supprimer
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
