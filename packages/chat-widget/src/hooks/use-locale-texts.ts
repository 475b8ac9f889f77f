import { useEffect, useState } from "react";
import { LOCALES, type WidgetLocale, type WidgetTexts } from "../locales";
import { fr } from "../locales/fr";

/** The texts fetched so far, for every widget of the page. */
const fetched: Partial<Record<WidgetLocale, WidgetTexts>> = { fr };

/**
 * The texts of `locale`; undefined while they are fetched, for the widget to draw nothing rather
 * than another language first. Texts that cannot be fetched (the network lost) give way to
 * French.
 */
export function useLocaleTexts(locale: WidgetLocale): WidgetTexts | undefined {
  const [, setArrived] = useState<WidgetTexts>();
  useEffect(() => {
    if (fetched[locale]) return;
    let active = true;
    void LOCALES[locale]()
      .catch(() => fr)
      .then((texts) => {
        fetched[locale] = texts;
        if (active) setArrived(texts);
      });
    return () => {
      active = false;
    };
  }, [locale]);
  return fetched[locale];
}
