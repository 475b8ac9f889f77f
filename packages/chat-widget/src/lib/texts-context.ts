import { createContext, useContext } from "react";
import { fr } from "../locales/fr";
import type { WidgetTexts } from "../locales/types";

/** The texts of the widget's language, for every component under the widget's root. */
export const TextsContext = createContext<WidgetTexts>(fr);

export function useTexts(): WidgetTexts {
  return useContext(TextsContext);
}
