import { useDeleteAccount } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import type { AccountRow } from "../api";

/** Asks before deleting an account for good; a refusal is shown by the general handler. */
export function AccountsDeleteDialog({
  account,
  onClose,
}: {
  account: AccountRow | null;
  onClose: () => void;
}) {
  const deleteAccount = useDeleteAccount();

  async function confirm() {
    if (!account) return;
    const deleted = await deleteAccount.mutateAsync(account.id).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    toast({ title: "Compte supprimé", description: `Le compte ${account.name} a été supprimé.` });
    onClose();
  }

  return (
    <ConfirmDeleteDialog
      open={account !== null}
      title="Supprimer le compte ?"
      description={
        <>
          Le compte {account?.name}, ses assistants et leurs bases de connaissances seront
          supprimés. Cette action est définitive.
        </>
      }
      pending={deleteAccount.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
