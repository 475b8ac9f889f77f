import { Slot } from "radix-ui";
import { type ReactElement, type ReactNode, useId } from "react";
import { cx } from "../../lib/class-names";
import { Label } from "../label/label";

export interface FormFieldProps {
  /** Visible name of the control. */
  label: ReactNode;
  /** One control (Input, PasswordInput, Textarea, Select, Checkbox, Switch...) forwarding its props. */
  children: ReactElement;
  /** Help shown under the control and announced with it. */
  description?: ReactNode;
  /** Error shown under the control; the control is then marked invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  className?: string;
}

/**
 * A label, a control, an optional description and an error text, wired together: the label names
 * the control, the description and the error describe it, and an error marks it invalid.
 */
export function FormField({
  label,
  children,
  description,
  error,
  required,
  id,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [description ? descriptionId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <div
      className={cx("grid content-start gap-1.5", className)}
      data-invalid={hasError || undefined}
    >
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden className="text-destructive">
            {" *"}
          </span>
        ) : null}
      </Label>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasError || undefined}
        aria-errormessage={hasError ? errorId : undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="m-0 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="m-0 text-xs font-medium text-[var(--red-11)]" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
