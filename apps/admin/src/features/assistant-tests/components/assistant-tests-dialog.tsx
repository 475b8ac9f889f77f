import { Dialog } from "@org/ui";
import type { AssistantTestTarget } from "../data/test-values";
import { AssistantTestsForm } from "./assistant-tests-form";

export interface AssistantTestsDialogProps {
  /** What is written; the dialog is open while one is given. */
  target: AssistantTestTarget | null;
  botId: number;
  onClose: () => void;
}

/** A test written or changed in a dialog. */
export function AssistantTestsDialog({ target, botId, onClose }: AssistantTestsDialogProps) {
  const editing = target !== null && "test" in target;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content maxWidth="40rem">
        <Dialog.Title>{editing ? "Modifier le test" : "Nouveau test"}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Une question que l'assistant reçoit à chaque lancement des tests, comme d'un visiteur, et
          ce qui fait une bonne réponse.
        </Dialog.Description>
        {target ? <AssistantTestsForm target={target} botId={botId} onSaved={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
