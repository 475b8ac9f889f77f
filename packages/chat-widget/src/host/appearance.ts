import type {
  BotAppearance,
  BotLanguage,
  LauncherIcon,
  WidgetPosition,
  WidgetSize,
  WidgetThemeChoice,
} from "@org/api-client";

// The appearance as the widget and its hosts pass it around, read without any dependency (the
// contract is only imported for its types), so that a host page's loader stays tiny.

/** The known values of each choice; typed by the contract, so a new value must be added here. */
const CHOICES = {
  position: { "bottom-right": 1, "bottom-left": 1 } satisfies Record<WidgetPosition, 1>,
  size: { sm: 1, md: 1, lg: 1, xl: 1, full: 1 } satisfies Record<WidgetSize, 1>,
  theme: { light: 1, dark: 1, system: 1 } satisfies Record<WidgetThemeChoice, 1>,
  launcher_icon: { avatar: 1, chat: 1, question: 1, sparkles: 1 } satisfies Record<LauncherIcon, 1>,
  language: { fr: 1, en: 1 } satisfies Record<BotLanguage, 1>,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function isChoice(choices: object, value: unknown): value is string {
  return typeof value === "string" && Object.hasOwn(choices, value);
}

/** Whether the widget speaks this language. */
export function isWidgetLocale(value: unknown): value is BotLanguage {
  return isChoice(CHOICES.language, value);
}

/** The fields of `data` that hold a known appearance value; anything else is left out. */
export function readAppearance(data: unknown): Partial<BotAppearance> {
  const raw = (data !== null && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const found: Record<string, unknown> = {};
  if (typeof raw.color === "string" && HEX_COLOR.test(raw.color)) found.color = raw.color;
  if (typeof raw.default_open === "boolean") found.default_open = raw.default_open;
  for (const [field, choices] of Object.entries(CHOICES)) {
    if (isChoice(choices, raw[field])) found[field] = raw[field];
  }
  return found as Partial<BotAppearance>;
}

/** The outlines of the launcher's drawn icons (24 x 24, stroked with the text colour). */
export const LAUNCHER_ICON_PATHS: Record<Exclude<LauncherIcon, "avatar">, string> = {
  chat: "M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z",
  question:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.6-11.4a2.6 2.6 0 1 1 3.7 2.4c-.7.3-1.1 1-1.1 1.7v.5m0 3.3v.1",
  sparkles:
    "M11 3l1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9L11 3Zm7 11 .9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9L18 14Z",
};

/** The outline of the launcher's icon while the chat is open. */
export const CLOSE_ICON_PATH = "M6 6l12 12M18 6 6 18";

/**
 * The picture of an assistant without an avatar image, or whose image cannot load: a robot, in
 * the widget's header and beside its answers, and wherever the back-office shows the assistant,
 * so that both show the same one.
 */
export const BOT_AVATAR_ICON_PATH =
  "M12 4v3M7 7h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3Zm2 5v1m6-1v1M9.5 16h5";

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const share = channel / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on `background` (`#rrggbb`). */
export function readableTextOn(background: string): string {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, DARK_TEXT)
    ? "#ffffff"
    : DARK_TEXT;
}

const DARK_TEXT = "#1c2024";
