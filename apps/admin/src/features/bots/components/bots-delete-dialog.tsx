import type { Bot } from "@org/api-client";
import { useDeleteBot } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";

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
    <ConfirmDeleteDialog
      open={bot !== null}
      title="Supprimer l'assistant ?"
      description={
        <>
          {bot?.name}, ses bulles, ses raccourcis et ses conversations seront supprimés, et le
          widget cessera de fonctionner sur les sites qui l'intègrent. Cette action est définitive.
        </>
      }
      pending={deleteBot.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
