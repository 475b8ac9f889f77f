import { DEFAULT_APPEARANCE } from "@org/api-client";
import type { CSSProperties } from "react";
import { contrastRatio, readableTextOn } from "../host/appearance";

const LIGHT_BACKGROUND = "#ffffff";
const DARK_BACKGROUND = "#020817";
/** WCAG AA for text of ordinary size. */
const TEXT_CONTRAST = 4.5;

/**
 * The custom properties that give the widget its main colour: the design system's primary and
 * its text, a tint of it for the avatars and shortcuts, and links that stay readable on the
 * theme's background (the colour itself when it contrasts enough, else the text colour). None
 * for the design system's own colour.
 */
export function colorVariables(color: string, dark: boolean): CSSProperties {
  if (color.toLowerCase() === DEFAULT_APPEARANCE.color) return {};
  const readable = contrastRatio(color, dark ? DARK_BACKGROUND : LIGHT_BACKGROUND) >= TEXT_CONTRAST;
  return {
    "--ui-color-primary": color,
    "--ui-color-primary-foreground": readableTextOn(color),
    "--ui-color-secondary": `color-mix(in srgb, ${color} 14%, var(--ui-color-background))`,
    "--ui-color-secondary-foreground": "var(--ui-color-foreground)",
    "--ami-accent": readable ? color : "var(--ui-color-foreground)",
  } as CSSProperties;
}
