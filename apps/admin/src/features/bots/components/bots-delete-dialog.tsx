import type { Bot } from "@org/api-client";
import { useDeleteBot } from "@org/api-client/react";
import { AlertDialog, Button, toast } from "@org/ui";

export interface BotsDeleteDialogProps {
  /** The assistant to delete; the dialog is open while one is given. */
  bot: Bot | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting an assistant for good; a refusal is shown by the general handler. */
export function BotsDeleteDialog({ bot, onClose, onDeleted }: BotsDeleteDialogProps) {
  const deleteBot = useDeleteBot();

  async function confirm() {
    if (!bot) return;
    const deleted = await deleteBot.mutateAsync(bot.id).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    toast({ title: "Assistant supprimé", description: `${bot.name} a été supprimé.` });
    onClose();
    onDeleted?.();
  }

  return (
    <AlertDialog.Root open={bot !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>Supprimer l'assistant ?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {bot?.name}, ses bulles, ses raccourcis et ses conversations seront supprimés, et le
          widget cessera de fonctionner sur les sites qui l'intègrent. Cette action est définitive.
        </AlertDialog.Description>
        <div className="mt-4 flex justify-end gap-3">
          <AlertDialog.Cancel>
            <Button variant="outline">Annuler</Button>
          </AlertDialog.Cancel>
          <Button variant="destructive" loading={deleteBot.isPending} onClick={confirm}>
            Supprimer
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
