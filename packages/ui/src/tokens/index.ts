// Design tokens shared by every surface of the product (back-office and chat widget). This module
// has no dependency so a bundle that only needs the colours, radii and type pays nothing more.

export const colorSchemes = {
  light: {
    background: "#ffffff",
    foreground: "#1c2024",
    card: "#ffffff",
    cardForeground: "#1c2024",
    muted: "#f0f0f3",
    mutedForeground: "#60646c",
    border: "#d9d9e0",
    input: "#cdced6",
    primary: "#3e63dd",
    primaryForeground: "#ffffff",
    secondary: "#edf2fe",
    secondaryForeground: "#1f2d5c",
    destructive: "#ce2c31",
    destructiveForeground: "#ffffff",
    success: "#218358",
    ring: "#3e63dd",
    sidebar: "#f9f9fb",
  },
  dark: {
    background: "#020817",
    foreground: "#edeef0",
    card: "#0b1120",
    cardForeground: "#edeef0",
    muted: "#1c2130",
    mutedForeground: "#b0b4ba",
    border: "#2b3140",
    input: "#43484e",
    primary: "#3e63dd",
    primaryForeground: "#ffffff",
    secondary: "#182449",
    secondaryForeground: "#d6e1ff",
    destructive: "#d13438",
    destructiveForeground: "#ffffff",
    success: "#3dd68c",
    ring: "#5472e4",
    sidebar: "#0b1120",
  },
} as const;

export const radii = {
  sm: "4px",
  md: "6px",
  lg: "8px",
  xl: "12px",
  full: "9999px",
} as const;

export const fontFamilies = {
  inter: '"Inter Variable", Inter, ui-sans-serif, system-ui, sans-serif',
  manrope: '"Manrope Variable", Manrope, ui-sans-serif, system-ui, sans-serif',
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSizes = {
  xs: "12px",
  sm: "14px",
  md: "16px",
  lg: "18px",
  xl: "20px",
  "2xl": "24px",
  "3xl": "28px",
  "4xl": "35px",
} as const;

export const fontWeights = {
  regular: "400",
  medium: "500",
  bold: "700",
} as const;

/** The chat's drop shadow: all of the loader's frame on a host page, the first layer of the panel. */
const CHAT_DROP_SHADOW = "0 12px 32px rgb(0 0 0 / 0.16)";

/** The shadows of what floats over a page: the chat widget and what its loader draws. */
export const shadows = {
  /** The frame a host page's loader draws around the chat. */
  frame: CHAT_DROP_SHADOW,
  /** The chat panel the widget draws itself: the drop shadow, plus one close to its edge. */
  panel: `${CHAT_DROP_SHADOW}, 0 2px 6px rgb(0 0 0 / 0.08)`,
  launcher: "0 6px 20px rgb(0 0 0 / 0.2)",
  bubble: "0 4px 14px rgb(0 0 0 / 0.12)",
  /** The small round buttons over the conversation and beside the bubbles. */
  floatingButton: "0 2px 8px rgb(0 0 0 / 0.12)",
  /** Above the button to the latest message: the conversation goes on below it. */
  scrollEdge: "0 -6px 8px -6px rgb(0 0 0 / 0.18)",
} as const;

export const tokens = {
  colorSchemes,
  radii,
  fontFamilies,
  fontSizes,
  fontWeights,
  shadows,
} as const;

export type ColorScheme = keyof typeof colorSchemes;
export type ColorToken = keyof (typeof colorSchemes)["light"];
export type RadiusToken = keyof typeof radii;
export type FontFamilyToken = keyof typeof fontFamilies;
export type FontSizeToken = keyof typeof fontSizes;
export type FontWeightToken = keyof typeof fontWeights;
export type ShadowToken = keyof typeof shadows;

const VARIABLE_PREFIX = "--ui";

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Name of the CSS custom property holding a token, e.g. `cssVariable("color", "primaryForeground")`. */
export function cssVariable(
  group: "color" | "radius" | "font" | "font-size" | "font-weight" | "shadow",
  name: string,
): string {
  return `${VARIABLE_PREFIX}-${group}-${kebabCase(name)}`;
}

function declarations(group: Parameters<typeof cssVariable>[0], values: Record<string, string>) {
  return Object.entries(values).map(([name, value]) => `  ${cssVariable(group, name)}: ${value};`);
}

/**
 * The tokens as CSS custom properties: light values on `:root`, dark values on any element with
 * the `dark` class or `data-theme="dark"` (and so on everything inside it). Only custom properties
 * are declared, so the stylesheet changes nothing on a page until something reads them.
 */
export function tokensToCss(): string {
  const root = [
    ...declarations("color", colorSchemes.light),
    ...declarations("radius", radii),
    ...declarations("font", fontFamilies),
    ...declarations("font-size", fontSizes),
    ...declarations("font-weight", fontWeights),
    ...declarations("shadow", shadows),
  ];
  const dark = declarations("color", colorSchemes.dark);
  return `:root {\n${root.join("\n")}\n}\n\n:where(.dark, [data-theme="dark"]) {\n${dark.join("\n")}\n}\n`;
}
