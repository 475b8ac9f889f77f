import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTexts } from "../lib/texts-context";

export interface DeleteConfirmationProps {
  /** Deletes the conversation; false when that failed, and the question stays. */
  onConfirm: () => Promise<boolean>;
  onCancel: () => void;
}

/** Asks before the conversation is deleted for good; cancelling is where the focus starts. */
export function DeleteConfirmation({ onConfirm, onCancel }: DeleteConfirmationProps) {
  const texts = useTexts().deleteConversation;
  const questionId = useId();
  const detailId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => cancelRef.current?.focus(), []);

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    // Once deleted, the question goes away with the conversation.
    if (await onConfirm()) return;
    setPending(false);
    setFailed(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Escape leaves the question, not the panel.
    event.stopPropagation();
    onCancel();
  };

  return (
    <div
      className="ami-confirm"
      role="alertdialog"
      aria-labelledby={questionId}
      aria-describedby={detailId}
      onKeyDown={onKeyDown}
    >
      <p id={questionId} className="ami-confirm-question">
        {texts.question}
      </p>
      <p id={detailId}>{texts.detail}</p>
      {failed ? (
        <p className="ami-confirm-error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <div className="ami-confirm-actions">
        <button ref={cancelRef} type="button" className="ami-confirm-cancel" onClick={onCancel}>
          {texts.cancel}
        </button>
        <button type="button" className="ami-confirm-delete" disabled={pending} onClick={confirm}>
          {pending ? texts.pending : texts.confirm}
        </button>
      </div>
    </div>
  );
}
