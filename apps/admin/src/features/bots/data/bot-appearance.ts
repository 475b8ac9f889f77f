import {
  type Bot,
  type BotAppearance,
  type BotLanguage,
  DEFAULT_APPEARANCE,
  HEX_COLOR_PATTERN,
  type LauncherIcon,
  type WidgetPosition,
  type WidgetSize,
  type WidgetThemeChoice,
} from "@org/api-client";
import { readableTextOn } from "@org/chat-widget/host";
import type { Choice } from "@/components/choice-group";
import type { FormErrors } from "@/lib/form-errors";

/** The appearance fields, each stored on the bot under the same name. */
export const APPEARANCE_FIELDS = Object.keys(DEFAULT_APPEARANCE) as (keyof BotAppearance)[];

export type AppearanceErrors = FormErrors<BotAppearance>;

export const POSITION_CHOICES: readonly Choice<WidgetPosition>[] = [
  { value: "bottom-right", label: "En bas à droite" },
  { value: "bottom-left", label: "En bas à gauche" },
];

/** The panel's largest size on a large screen, as the widget draws it. */
export const SIZE_PIXELS: Record<Exclude<WidgetSize, "full">, { width: number; height: number }> = {
  sm: { width: 360, height: 500 },
  md: { width: 400, height: 600 },
  lg: { width: 440, height: 700 },
  xl: { width: 480, height: 800 },
};

export const SIZE_CHOICES: readonly Choice<WidgetSize>[] = [
  { value: "sm", label: "Petite" },
  { value: "md", label: "Moyenne" },
  { value: "lg", label: "Grande" },
  { value: "xl", label: "Très grande" },
  { value: "full", label: "Plein écran" },
];

export const THEME_CHOICES: readonly Choice<WidgetThemeChoice>[] = [
  { value: "light", label: "Clair" },
  { value: "dark", label: "Sombre" },
  { value: "system", label: "Selon l'appareil du visiteur" },
];

export const LAUNCHER_ICON_CHOICES: readonly Choice<LauncherIcon>[] = [
  { value: "avatar", label: "Avatar de l'assistant" },
  { value: "chat", label: "Bulle de discussion" },
  { value: "question", label: "Point d'interrogation" },
  { value: "sparkles", label: "Étincelles" },
];

/** Each language in its own name, as visitors and administrators look for it. */
export const LANGUAGE_CHOICES: readonly Choice<BotLanguage>[] = [
  { value: "fr", label: "Français" },
  { value: "en", label: "English" },
];

/** A few colours to start from; any other is typed or picked. */
export const SUGGESTED_COLORS = ["#3e63dd", "#0f766e", "#d4380d", "#7c3aed", "#1c2024"] as const;

/** The label of a choice, for reading (the summary, the preview's caption). */
export function choiceLabel<V extends string>(choices: readonly Choice<V>[], value: V): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/** A size as the visitor gets it on a large screen, e.g. "Moyenne (400 × 600 px)". */
export function describeSize(size: WidgetSize): string {
  const label = choiceLabel(SIZE_CHOICES, size);
  if (size === "full") return `${label} (toute la fenêtre)`;
  const { width, height } = SIZE_PIXELS[size];
  return `${label} (${width} × ${height} px)`;
}

/** The appearance a bot has. */
export function appearanceOf(bot: Bot): BotAppearance {
  const appearance = { ...DEFAULT_APPEARANCE };
  for (const field of APPEARANCE_FIELDS) Object.assign(appearance, { [field]: bot[field] });
  return appearance;
}

/** The fields that differ from the bot's: what saving sends. */
export function appearanceChanges(values: BotAppearance, bot: Bot): Partial<BotAppearance> {
  const stored = appearanceOf(bot);
  return Object.fromEntries(
    APPEARANCE_FIELDS.filter((field) => values[field] !== stored[field]).map((field) => [
      field,
      values[field],
    ]),
  );
}

/** The messages shown before anything is sent. */
export function checkAppearance(values: BotAppearance): AppearanceErrors {
  return HEX_COLOR_PATTERN.test(values.color)
    ? {}
    : { color: "Saisissez une couleur sous la forme #rrvvbb, par exemple #3e63dd." };
}

/**
 * The main colour as a background with its readable text colour, as the widget draws it; the
 * back-office's accent while the colour is being typed.
 */
export function colorSwatchStyle(color: string): { backgroundColor: string; color: string } {
  return HEX_COLOR_PATTERN.test(color)
    ? { backgroundColor: color, color: readableTextOn(color) }
    : { backgroundColor: "var(--accent-9)", color: "#fff" };
}
