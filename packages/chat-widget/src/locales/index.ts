import { fr } from "./fr";
import type { WidgetLocale, WidgetTexts } from "./types";

export type { LauncherTexts, WidgetLocale, WidgetTexts } from "./types";

/**
 * The widget's texts by language. French, the default, comes with the widget; any other language
 * is fetched when a widget first speaks it, so that a page in French does not carry it. A
 * language is one file of this folder, registered here and in the host's launcher texts
 * (`../host/launcher-texts.ts`), once the contract lists it.
 */
export const LOCALES: Record<WidgetLocale, () => Promise<WidgetTexts>> = {
  fr: async () => fr,
  en: async () => (await import("./en")).en,
};
