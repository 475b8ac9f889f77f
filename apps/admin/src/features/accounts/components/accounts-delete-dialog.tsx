import { useDeleteAccount } from "@org/api-client/react";
import { AlertDialog, Button, toast } from "@org/ui";
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
    <AlertDialog.Root open={account !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>Supprimer le compte ?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Le compte {account?.name}, ses assistants et leurs bases de connaissances seront
          supprimés. Cette action est définitive.
        </AlertDialog.Description>
        <div className="mt-4 flex justify-end gap-3">
          <AlertDialog.Cancel>
            <Button variant="outline">Annuler</Button>
          </AlertDialog.Cancel>
          <Button variant="destructive" loading={deleteAccount.isPending} onClick={confirm}>
            Supprimer
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
