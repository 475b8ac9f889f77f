import { en } from "./en";
import { fr } from "./fr";
import type { WidgetLocale, WidgetTexts } from "./types";

export type { LauncherTexts, WidgetLocale, WidgetTexts } from "./types";

/**
 * The widget's texts by language. A language is one file of this folder, registered here and in
 * the host's launcher texts (`../host/launcher-texts.ts`), once the contract lists it.
 */
export const LOCALES: Record<WidgetLocale, WidgetTexts> = { fr, en };
