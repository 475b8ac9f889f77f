import type { AssistantTest } from "@org/api-client";
import { useDeleteAssistantTest } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";

export interface AssistantTestsDeleteDialogProps {
  /** The test to delete; the dialog is open while one is given. */
  test: AssistantTest | null;
  onClose: () => void;
}

/** Asks before deleting a test for good; a refusal is shown by the general handler. */
export function AssistantTestsDeleteDialog({ test, onClose }: AssistantTestsDeleteDialogProps) {
  const deleteTest = useDeleteAssistantTest();

  async function confirm() {
    if (!test) return;
    const deleted = await deleteTest.mutateAsync(test.id).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    toast({ title: "Test supprimé" });
    onClose();
  }

  return (
    <ConfirmDeleteDialog
      open={test !== null}
      title={"Supprimer le test\u00a0?"}
      description={
        <>
          La question «&nbsp;{test?.question}&nbsp;» ne sera plus posée à l'assistant lors des
          prochains lancements&nbsp;; les résultats des lancements passés la gardent. Cette action
          est définitive.
        </>
      }
      pending={deleteTest.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
