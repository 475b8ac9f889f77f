import { Button, Dialog } from "@org/ui";

export interface FormActionsProps {
  submitLabel: string;
  /** While the form is sent, the submit button shows it. */
  pending: boolean;
  /** Shows an Annuler button that calls it; left out, there is none. */
  onCancel?: () => void;
}

/** The buttons at the foot of a form: Annuler when it can be left, then the submit button. */
export function FormActions({ submitLabel, pending, onCancel }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-3">
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuler
        </Button>
      ) : null}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** The buttons at the foot of a form in a dialog: Annuler closes the dialog. */
export function DialogFormActions({ submitLabel, pending }: Omit<FormActionsProps, "onCancel">) {
  return (
    <div className="flex justify-end gap-3">
      <Dialog.Close>
        <Button type="button" variant="outline">
          Annuler
        </Button>
      </Dialog.Close>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
