import { type Bot, type Choice, DEFAULT_BOT_MODEL, type LanguageModels } from "@org/api-client";
import { choiceLabel } from "./choice-label";

/** What is shown where a model would be, for an assistant whose answers no model writes. */
export const EXTRACTIVE_MODEL_LABEL = "Aucun\u00a0: réponses extraites";

/**
 * What answers an assistant's visitors, as the server says: its model by name (the raw value
 * when the choices are unknown), or that answers are extracted without a model.
 */
export function answeredBy(bot: Pick<Bot, "answer_mode" | "model">, models: readonly Choice[]) {
  return bot.answer_mode === "extractive" ? EXTRACTIVE_MODEL_LABEL : choiceLabel(models, bot.model);
}

export interface ModelOption {
  value: string;
  label: string;
}

/** Whether the provider lists this model; undefined when its list could not be read. */
export function isListedModel(listing: LanguageModels, model: string): boolean | undefined {
  if (listing.answer_mode !== "language_model" || listing.error !== null) return undefined;
  return listing.models.some((choice) => choice.value === model);
}

/**
 * The models the select offers: those the provider lists, plus the stored one, said to be
 * missing, when the provider does not list it (or its list could not be read).
 */
export function modelOptions(listing: LanguageModels, current: string): ModelOption[] {
  const options = listing.models.map((choice) => ({
    value: choice.value,
    label: choice.display_name,
  }));
  if (!current || options.some((option) => option.value === current)) return options;
  const missing =
    listing.error === null ? `${current} (non proposé par le fournisseur)` : `${current}`;
  return [...options, { value: current, label: missing }];
}

/**
 * The model a new assistant starts with: the server's default when the provider lists it, else
 * the first model listed; empty (the server's default) when nothing is listed.
 */
export function initialModel(listing: LanguageModels): string {
  const listed = listing.models.map((choice) => choice.value);
  return listed.includes(DEFAULT_BOT_MODEL) ? DEFAULT_BOT_MODEL : (listed[0] ?? "");
}

/** The provider as named to administrators: its host, or "le fournisseur" when unknown. */
export function providerName(listing: LanguageModels): string {
  return listing.provider ?? "le fournisseur";
}
