import { type BotAppearance, DEFAULT_APPEARANCE } from "@org/api-client";

/**
 * The appearances a widget may be drawn with, each holding only the fields it sets (as
 * `readAppearance` reads them).
 */
export interface AppearanceSources {
  /** What the site asked for: the component's props, or the loader's script tag. */
  given?: Partial<BotAppearance>;
  /** What the back-office shows before storing it (its preview of unsaved changes). */
  previewed?: Partial<BotAppearance>;
  /** What the back-office stored for the assistant. */
  stored?: Partial<BotAppearance>;
}

/**
 * The appearance drawn, the same in the widget and on the host page: each field as the site
 * gave it, else as the back-office previews it, else as it stored it, else the default.
 */
export function resolveAppearance({ given, previewed, stored }: AppearanceSources): BotAppearance {
  return { ...DEFAULT_APPEARANCE, ...stored, ...previewed, ...given };
}
