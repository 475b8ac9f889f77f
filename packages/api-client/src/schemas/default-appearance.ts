import type { BotAppearance } from "./appearance";

/** The design system's primary colour: the widget's colour unless the bot has its own. */
export const DEFAULT_WIDGET_COLOR = "#3e63dd";

/** What a bot starts with. */
export const DEFAULT_APPEARANCE: BotAppearance = {
  color: DEFAULT_WIDGET_COLOR,
  position: "bottom-right",
  size: "md",
  default_open: false,
  theme: "light",
  launcher_icon: "avatar",
  language: "fr",
};
