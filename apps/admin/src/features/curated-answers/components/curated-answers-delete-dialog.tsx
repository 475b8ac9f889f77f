import type { CuratedAnswer } from "@org/api-client";
import { useDeleteCuratedAnswer } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";

export interface CuratedAnswersDeleteDialogProps {
  /** The answer to delete; the dialog is open while one is given. */
  answer: CuratedAnswer | null;
  onClose: () => void;
}

/** Asks before deleting a curated answer for good; a refusal is shown by the general handler. */
export function CuratedAnswersDeleteDialog({ answer, onClose }: CuratedAnswersDeleteDialogProps) {
  const deleteAnswer = useDeleteCuratedAnswer();

  async function confirm() {
    if (!answer) return;
    const deleted = await deleteAnswer.mutateAsync(answer.id).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    toast({
      title: "Réponse validée supprimée",
      description:
        "Les visiteurs qui posent cette question reçoivent de nouveau les extraits trouvés.",
    });
    onClose();
  }

  return (
    <ConfirmDeleteDialog
      open={answer !== null}
      title={"Supprimer la réponse validée\u00a0?"}
      description={
        <>
          Les visiteurs qui demandent «&nbsp;{answer?.question}&nbsp;», ou le demandent autrement,
          ne recevront plus cette réponse&nbsp;; les conversations où elle a été donnée la gardent.
          Cette action est définitive.
        </>
      }
      pending={deleteAnswer.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
