import type * as z from "zod/mini";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

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

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
