import { Dialog } from "@org/ui";
import { CuratedAnswerForm } from "./curated-answer-form";
import { type CuratedAnswerTarget, missedQuestionOf } from "./curated-answer-values";

export interface CuratedAnswerDialogProps {
  /** What is written; the dialog is open while one is given. */
  target: CuratedAnswerTarget | null;
  onClose: () => void;
}

/**
 * The answer the organisation gives to a question, written in a dialog from wherever the question
 * is read: Réponses validées, À améliorer, Conversations.
 */
export function CuratedAnswerDialog({ target, onClose }: CuratedAnswerDialogProps) {
  const editing = target !== null && "answer" in target;
  const fixes = target !== null && missedQuestionOf(target) !== undefined;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content maxWidth="44rem">
        <Dialog.Title>
          {editing ? "Modifier la réponse validée" : "Nouvelle réponse validée"}
        </Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Les visiteurs qui posent cette question, ou la posent en des mots proches, reçoivent cette
          réponse au lieu des extraits trouvés, avec la mention «&nbsp;Réponse validée par
          l'équipe&nbsp;».
          {fixes
            ? " Une fois enregistrée, la question à améliorer est marquée comme corrigée."
            : null}
        </Dialog.Description>
        {target ? <CuratedAnswerForm target={target} onSaved={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
