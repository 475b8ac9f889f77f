import { FormField, type FormFieldProps } from "@org/ui";
import type { ChangeEvent, ReactElement } from "react";
import type { Form } from "@/lib/use-form";

/** The fields of `V` that hold a text. */
type TextFieldOf<V> = {
  [F in keyof V & string]: V[F] extends string ? F : never;
}[keyof V & string];

/** What a text control (Input, PasswordInput, Textarea) is given to edit its field. */
export interface TextControlProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface FormTextFieldProps<V extends object>
  extends Omit<FormFieldProps, "children" | "error"> {
  form: Pick<Form<V>, "values" | "errors" | "set">;
  /** The field of the form's values, also the control's name. */
  name: TextFieldOf<V>;
  /** Draws the control, spreading what it is given: `(control) => <Input {...control} />`. */
  children: (control: TextControlProps) => ReactElement;
}

/**
 * One text field of a `useForm` form: its label, its control bound to the value, and the message
 * the form has for it.
 */
export function FormTextField<V extends object>({
  form,
  name,
  children,
  ...field
}: FormTextFieldProps<V>) {
  return (
    <FormField {...field} error={form.errors[name]}>
      {children({
        name,
        value: form.values[name] as string,
        onChange: (event) => form.set(name, event.target.value as V[typeof name]),
      })}
    </FormField>
  );
}
