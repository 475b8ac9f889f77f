import { ApiError } from "@org/api-client";

/**
 * The server's refusal as one message per field the form shows; what belongs to none of them (a
 * `detail`, an unknown field) is kept under `form`. Null when the error is not a refusal.
 */
export function settingsFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F | "form", string>> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: Partial<Record<F | "form", string>> = {};
  const rest: string[] = error.detail ? [error.detail] : [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const text = messages.join(" ");
    if ((fields as readonly string[]).includes(field)) errors[field as F] = text;
    else rest.push(text);
  }
  if (rest.length > 0) errors.form = rest.join(" ");
  return errors;
}
