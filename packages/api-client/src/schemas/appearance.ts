import * as z from "zod/mini";
import { DEFAULT_APPEARANCE } from "./default-appearance";

// Declared apart, with no dependency: a host page's loader reads the defaults without zod.
export { DEFAULT_APPEARANCE, DEFAULT_WIDGET_COLOR } from "./default-appearance";

/** Corner of the page the widget's launcher and panel sit in. */
export const WIDGET_POSITIONS = ["bottom-right", "bottom-left"] as const;
/** Panel sizes: sm to xl cap its height at 500 to 800 px on large screens; full covers the page. */
export const WIDGET_SIZES = ["sm", "md", "lg", "xl", "full"] as const;
/** Light, dark, or whichever the visitor's system prefers. */
export const WIDGET_THEMES = ["light", "dark", "system"] as const;
/** The launcher's picture: the bot's avatar (the chat icon when it has none), or a drawn icon. */
export const LAUNCHER_ICONS = ["avatar", "chat", "question", "sparkles"] as const;
/**
 * The languages of the widget's texts and of the fixed replies of the answers. A language is
 * added here, with one locale file in the widget and its replies in the knowledge engine.
 */
export const BOT_LANGUAGES = ["fr", "en"] as const;

export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];
export type WidgetSize = (typeof WIDGET_SIZES)[number];
export type WidgetThemeChoice = (typeof WIDGET_THEMES)[number];
export type LauncherIcon = (typeof LAUNCHER_ICONS)[number];
export type BotLanguage = (typeof BOT_LANGUAGES)[number];

/** A colour as `#rrggbb`. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const colorSchema = z
  .string()
  .check(
    z.refine(
      (value) => HEX_COLOR_PATTERN.test(value),
      "Enter a colour as # followed by six hexadecimal digits, e.g. #3e63dd.",
    ),
  );
// The refinement's pattern, for the OpenAPI document.
z.globalRegistry.add(colorSchema, { pattern: HEX_COLOR_PATTERN.source, examples: ["#3e63dd"] });

/** How a bot's widget looks, and the language it and its fixed replies speak. */
export interface BotAppearance {
  /** Main colour (`#rrggbb`): header, launcher, buttons, the visitor's messages. */
  color: string;
  position: WidgetPosition;
  size: WidgetSize;
  /** Whether the panel is open when the page loads. */
  default_open: boolean;
  theme: WidgetThemeChoice;
  launcher_icon: LauncherIcon;
  language: BotLanguage;
}

const appearanceFields = {
  color: colorSchema,
  position: z.enum(WIDGET_POSITIONS),
  size: z.enum(WIDGET_SIZES),
  default_open: z.boolean(),
  theme: z.enum(WIDGET_THEMES),
  launcher_icon: z.enum(LAUNCHER_ICONS),
  language: z.enum(BOT_LANGUAGES),
};
type AppearanceFields = typeof appearanceFields;

/** The appearance fields of a bot as the API writes them (a field left out reads as its default). */
export const botAppearanceShape = Object.fromEntries(
  Object.entries(appearanceFields).map(([field, schema]) => [
    field,
    z._default(schema, DEFAULT_APPEARANCE[field as keyof BotAppearance] as never),
  ]),
) as { [F in keyof AppearanceFields]: z.ZodMiniDefault<AppearanceFields[F]> };

/** The appearance fields a bot is created or changed with, each optional. */
export const botAppearanceInputShape = z.partial(z.object(appearanceFields)).shape;

/**
 * What the widget reads without signing in: the appearance, the privacy policy it links to, and
 * the assistant's name, which it shows before any conversation has started.
 */
export interface PublicBotAppearance extends BotAppearance {
  /**
   * The full privacy policy linked from the privacy terms; null: the widget links the server's
   * policy for visitors.
   */
  privacy_policy_url: string | null;
  /** The assistant's name; empty from a server that does not send it (the widget's default). */
  name: string;
}

/** The answer of the public GET /api/bots/{id}/appearance/. */
export const botAppearanceSchema = z.object({
  ...botAppearanceShape,
  privacy_policy_url: z._default(z.nullable(z.string()), null),
  name: z._default(z.string(), ""),
});
