import { ApiError } from "@org/api-client";
import { frenchFieldError } from "@/lib/server-messages";

/** Longest texts the API accepts for bubbles and shortcuts. */
export const MAX_BUBBLE_LENGTH = 500;
export const MAX_SHORTCUT_LABEL_LENGTH = 100;
export const MAX_SHORTCUT_VALUE_LENGTH = 1000;

/** Buttons name an item by its text, cut short so that they stay readable. */
const NAME_LENGTH = 40;

export function shortName(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > NAME_LENGTH ? `${flat.slice(0, NAME_LENGTH - 1)}…` : flat;
}

/** "Required" or "too long" for one text field, or undefined when it is fine. */
export function textError(text: string, max: number): string | undefined {
  if (text.trim() === "") return "Ce champ est obligatoire";
  if (text.trim().length > max) return `${max} caractères au plus`;
  return undefined;
}

/** The server's messages for one field of a refused change, if it refused that field. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return frenchFieldError(error, field);
}
