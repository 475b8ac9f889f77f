import { ApiError } from "@org/api-client";
import type * as z from "zod/mini";
import { frenchFieldErrors, frenchServerMessage } from "./server-messages";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** A message per field of a form, and under `form` what belongs to none of them. */
export type FormErrors<V> = Partial<Record<(keyof V & string) | "form", string>>;

/** The first message for each field of `values` that `schema` refuses (none when all pass). */
export function fieldErrors<T extends Record<string, unknown>>(
  schema: z.ZodMiniType<T>,
  values: T,
): FieldErrors<T> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) {
      errors[field as keyof T & string] = issue.message;
    }
  }
  return errors;
}

/** A form's check by a zod schema: the schema's first message for each field it refuses. */
export function schemaCheck<T extends Record<string, unknown>>(schema: z.ZodMiniType<T>) {
  return (values: T): FieldErrors<T> => fieldErrors(schema, values);
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The server's refusal, in French, as one message per field the form shows; what belongs to none
 * of them (a `detail`, an unknown field) is kept under `form`. Null when the error is not a refusal.
 */
export function serverFormErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F | "form", string>> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: Partial<Record<F | "form", string>> = {};
  const rest: string[] = error.detail ? [frenchServerMessage(error.detail)] : [];
  for (const [field, text] of Object.entries(frenchFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) errors[field as F] = text;
    else rest.push(text);
  }
  if (rest.length > 0) errors.form = rest.join(" ");
  return errors;
}
