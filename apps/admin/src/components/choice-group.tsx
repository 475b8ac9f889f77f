import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import type { Form } from "@/lib/use-form";

/** One of the choices: what is stored, and what the user reads. */
export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** A picture drawn before a choice's label (an icon, a swatch). */
  picture?: (value: V) => ReactNode;
  /** Help under the choices. */
  description?: string;
  /** What the server refused about this choice. */
  error?: string;
}

/** One choice of a few, all in sight: radio buttons drawn as cards. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  picture,
  description,
  error,
}: ChoiceGroupProps<V>) {
  const descriptionId = description ? `${name}-description` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="m-0 grid gap-2 border-0 p-0" aria-describedby={describedBy}>
      <legend className="mb-2 p-0 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm",
              "has-[:focus-visible]:outline has-[:focus-visible]:outline-2",
              choice.value === value
                ? "border-[var(--accent-9)] bg-[var(--accent-3)] font-medium"
                : "border-border hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="accent-[var(--accent-9)]"
            />
            {picture ? picture(choice.value) : null}
            {choice.label}
          </label>
        ))}
      </div>
      {description ? (
        <p id={descriptionId} className="m-0 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="m-0 text-xs font-medium text-[var(--red-11)]" aria-live="polite">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The fields of `V` that hold one of a few choices (a string union). */
type ChoiceFieldOf<V> = {
  [F in keyof V & string]: V[F] extends string ? F : never;
}[keyof V & string];

export interface FormChoiceGroupProps<V extends object, F extends ChoiceFieldOf<V>>
  extends Omit<ChoiceGroupProps<V[F] & string>, "name" | "value" | "onChange" | "error"> {
  form: Pick<Form<V>, "values" | "errors" | "set">;
  /** The field of the form's values, also the radios' name. */
  name: F;
}

/** A choice group bound to one field of a `useForm` form: its value, and the form's message. */
export function FormChoiceGroup<V extends object, F extends ChoiceFieldOf<V>>({
  form,
  name,
  ...group
}: FormChoiceGroupProps<V, F>) {
  return (
    <ChoiceGroup
      {...group}
      name={name}
      value={form.values[name] as V[F] & string}
      error={form.errors[name]}
      onChange={(value) => form.set(name, value)}
    />
  );
}
