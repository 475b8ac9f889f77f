import type { Choice } from "@org/api-client";

/** The name a choice is shown by; the stored value itself when it is not among the choices. */
export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.display_name ?? value;
}
