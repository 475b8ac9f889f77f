import { EN_LAUNCHER } from "../locales/en";
import { FR_LAUNCHER } from "../locales/fr";
import type { LauncherTexts, WidgetLocale } from "../locales/types";

/** The launcher's texts in each language, without the rest of the widget's. */
export const LAUNCHER_TEXTS: Record<WidgetLocale, LauncherTexts> = {
  fr: FR_LAUNCHER,
  en: EN_LAUNCHER,
};
