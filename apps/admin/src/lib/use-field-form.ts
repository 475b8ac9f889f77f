import { type FormEvent, useState } from "react";
import { serverFormErrors } from "./form-errors";

type Errors<V> = Partial<Record<(keyof V & string) | "form", string>>;

export interface FieldFormOptions<V> {
  initialValues: V;
  /** The messages for what the server would refuse anyway; nothing is sent while there are some. */
  check: (values: V) => Errors<V>;
  /** The fields that show the server's messages; the others go to the form as a whole. */
  fields: readonly (keyof V & string)[];
  /** Sends the values; rejects with the server's error, whose messages the form then shows. */
  send: (values: V) => Promise<void>;
}

/**
 * A form checked before it is sent, whose server refusal is shown field by field. Changing a
 * field takes away its message and the form-wide one.
 */
export function useFieldForm<V extends object>({
  initialValues,
  check,
  fields,
  send,
}: FieldFormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitting, setSubmitting] = useState(false);

  function set<F extends keyof V & string>(field: F, value: V[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest as Errors<V>);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await send(values);
    } catch (error) {
      const refused = serverFormErrors(error, fields);
      if (refused) setErrors(refused);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, set, submit };
}
