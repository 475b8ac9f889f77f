import { Textarea, type TextareaProps } from "@org/ui";
import { type ClipboardEvent, forwardRef, type InputEvent, useId, useState } from "react";
import { cx } from "@/lib/class-names";

const numberFormat = new Intl.NumberFormat("fr-FR");

/** "12 345 / 500 000 caractères" */
export function characterCount(length: number, maxLength: number): string {
  return `${numberFormat.format(length)} / ${numberFormat.format(maxLength)} caractères`;
}

/** "1 caractère", "12 345 caractères" (in French, 0 and 1 are singular). */
function characters(count: number): string {
  return `${numberFormat.format(count)} caractère${count > 1 ? "s" : ""}`;
}

/** Why a paste was refused: how long it was and how much room the field had left. */
export function pasteRefusal(pastedLength: number, room: number, maxLength: number): string {
  const left =
    room > 0
      ? `il reste ${characters(room)} sur ${numberFormat.format(maxLength)}`
      : `ce champ est plein (${characters(maxLength)} au plus)`;
  return `Rien n'a été collé : le texte compte ${characters(pastedLength)} et ${left}.`;
}

/** A field holds "\n" for every line break, whatever the pasted text used. */
function insertedLength(text: string): number {
  return text.replace(/\r\n?/g, "\n").length;
}

export interface LimitedTextareaProps extends Omit<TextareaProps, "maxLength"> {
  /** Most characters the field takes; shown under it from the start. */
  maxLength: number;
}

/**
 * A textarea for long texts that says its limit before anything is typed ("0 / 500 000
 * caractères"), stops typing at the limit and refuses, with a message, a paste that would go
 * beyond it instead of cutting it silently. Controlled (`value`, `onChange`) or not
 * (`defaultValue`, the text read from the element when the form is sent).
 *
 * The limit is also what keeps typing quick: Chromium's own editing of a textarea slows down with
 * the size of its text (measured, a key to its painted frame: 20 ms at 20 000 characters, 35 ms at
 * 450 000, 150 ms and up to 0.8 s at 2 million), whether React re-renders the form or not.
 */
export const LimitedTextarea = forwardRef<HTMLTextAreaElement, LimitedTextareaProps>(
  function LimitedTextarea({ maxLength, onPaste, onInput, className, ...props }, ref) {
    const countId = useId();
    const refusalId = useId();
    const [typedLength, setTypedLength] = useState(String(props.defaultValue ?? "").length);
    const [refusal, setRefusal] = useState<string | null>(null);
    const length = props.value === undefined ? typedLength : String(props.value).length;

    function changed(event: InputEvent<HTMLTextAreaElement>) {
      if (props.value === undefined) setTypedLength(event.currentTarget.value.length);
      setRefusal(null);
      onInput?.(event);
    }

    function pasted(event: ClipboardEvent<HTMLTextAreaElement>) {
      onPaste?.(event);
      if (event.defaultPrevented) return;
      const field = event.currentTarget;
      const selected = field.selectionEnd - field.selectionStart;
      const room = maxLength - (field.value.length - selected);
      const incoming = insertedLength(event.clipboardData.getData("text/plain"));
      if (incoming <= room) return;
      event.preventDefault();
      setRefusal(pasteRefusal(incoming, Math.max(0, room), maxLength));
    }

    const describedBy = [props["aria-describedby"], countId, refusal ? refusalId : null]
      .filter(Boolean)
      .join(" ");

    return (
      <div className={cx("grid gap-1", className)}>
        <Textarea
          ref={ref}
          {...props}
          maxLength={maxLength}
          aria-describedby={describedBy}
          onInput={changed}
          onPaste={pasted}
        />
        <p
          id={countId}
          className={cx(
            "m-0 justify-self-end text-xs tabular-nums",
            length > maxLength ? "font-medium text-[var(--red-11)]" : "text-muted-foreground",
          )}
        >
          {characterCount(length, maxLength)}
        </p>
        {refusal ? (
          <p id={refusalId} role="alert" className="m-0 text-xs font-medium text-[var(--red-11)]">
            {refusal}
          </p>
        ) : null}
      </div>
    );
  },
);
