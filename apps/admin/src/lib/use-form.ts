import { type FormEvent, useState } from "react";
import type * as z from "zod/mini";
import { type FieldErrors, fieldErrors, hasErrors } from "./form-errors";

/**
 * A small form: values, the schema's messages (shown once a submit was tried, then kept in step
 * with each change) and a submit handler that runs `onValid` only with valid values.
 */
export function useForm<T extends Record<string, string>>(
  schema: z.ZodMiniType<T>,
  initialValues: T,
  onValid: (values: T) => Promise<void> | void,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  function setValue(field: keyof T & string, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(fieldErrors(schema, next));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTried(true);
    const found = fieldErrors(schema, values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, setValue, handleSubmit };
}
