import type { ChatHistory } from "@org/api-client";
import { useDeleteConversation } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";

export interface ChatsDeleteDialogProps {
  /** The conversation to delete; the dialog is open while one is given. */
  conversation: ChatHistory | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a conversation for good, as a visitor may ask through the site's
 * assistant; a refusal is shown by the general handler.
 */
export function ChatsDeleteDialog({ conversation, onClose, onDeleted }: ChatsDeleteDialogProps) {
  const deleteConversation = useDeleteConversation();

  async function confirm() {
    if (!conversation) return;
    const deleted = await deleteConversation.mutateAsync(conversation.id).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    toast({
      title: "Conversation supprimée",
      description: "Ses messages, leurs notes et les remarques des visiteurs ont été effacés.",
    });
    onClose();
    onDeleted();
  }

  const count = conversation?.message_count ?? 0;
  return (
    <ConfirmDeleteDialog
      open={conversation !== null}
      title={"Supprimer la conversation\u00a0?"}
      description={
        <>
          {count > 1 ? `Ses ${count} messages` : "Son message"}, les notes des réponses et les
          remarques du visiteur seront supprimés. Seule une trace de la suppression est gardée, sans
          contenu. Cette action est définitive.
        </>
      }
      pending={deleteConversation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
