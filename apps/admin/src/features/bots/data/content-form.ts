import { bubbleMessageCreateSchema, shortcutCreateSchema } from "@org/api-client";
import { fieldLimits } from "@/lib/contract-limits";

/** What the API asks of the texts of bubbles and shortcuts. */
export const BUBBLE_MESSAGE = fieldLimits(bubbleMessageCreateSchema, "message", "maxLength");
export const SHORTCUT_LABEL = fieldLimits(shortcutCreateSchema, "label", "maxLength");
export const SHORTCUT_VALUE = fieldLimits(shortcutCreateSchema, "value", "maxLength");

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
