import type { BotAppearance } from "@org/api-client";
import { readAppearance } from "../host/appearance";

/** Each appearance prop of the component, and the field of the API's appearance it gives. */
const APPEARANCE_FIELDS = {
  color: "color",
  position: "position",
  size: "size",
  defaultOpen: "default_open",
  theme: "theme",
  launcherIcon: "launcher_icon",
  locale: "language",
} as const satisfies Record<string, keyof BotAppearance>;

type AppearanceProp = keyof typeof APPEARANCE_FIELDS;

/** The appearance props as a site gives them, of any value. */
export type AppearanceProps = Partial<Record<AppearanceProp, unknown>>;

/**
 * The appearance props the site gave, named as the API names the appearance; a value the widget
 * does not know (a colour that is not #rrggbb, a language it does not speak) is left out.
 */
export function appearanceProps(props: AppearanceProps): Partial<BotAppearance> {
  const entries = Object.entries(APPEARANCE_FIELDS) as [AppearanceProp, string][];
  return readAppearance(Object.fromEntries(entries.map(([prop, field]) => [field, props[prop]])));
}

/**
 * The appearance props given a value the widget leaves out, as `prop "value"`: the assistant's
 * appearance applies instead, and the site's developer is to be told, since nothing shows it.
 */
export function unknownAppearanceProps(props: AppearanceProps): string[] {
  const kept = appearanceProps(props);
  return (Object.keys(APPEARANCE_FIELDS) as AppearanceProp[])
    .filter((prop) => props[prop] !== undefined && !(APPEARANCE_FIELDS[prop] in kept))
    .map((prop) => `${prop} "${String(props[prop])}"`);
}
