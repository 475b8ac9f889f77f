import {
  type ColorToken,
  colorSchemes,
  cssVariable,
  fontFamilies,
  fontSizes,
  radii,
  type ShadowToken,
  shadows,
} from "@org/ui/tokens";
import { PANEL_MAX_HEIGHT_PX, PANEL_WIDTH_PX } from "../constants";

function block(selector: string, declarations: string[]): string {
  return `${selector} {\n${declarations.map((line) => `  ${line}`).join("\n")}\n}\n`;
}

function colors(scheme: keyof typeof colorSchemes): string[] {
  return Object.entries(colorSchemes[scheme]).map(
    ([name, value]) => `${cssVariable("color", name)}: ${value};`,
  );
}

/** The panel's width and height for each size, as the loader on a host page frames it too. */
function panelSizes(): string[] {
  return Object.entries(PANEL_WIDTH_PX).map(([size, width]) =>
    block(`.ami-chat[data-size="${size}"]`, [
      `--ami-panel-width: ${width}px;`,
      `--ami-panel-max-height: ${PANEL_MAX_HEIGHT_PX[size as keyof typeof PANEL_WIDTH_PX]}px;`,
    ]),
  );
}

/**
 * The design system's tokens as custom properties declared on the widget's root only, so the
 * widget looks like the product on any page without touching the page's own variables.
 */
export function widgetTokensCss(): string {
  const shared = [
    ...Object.entries(radii).map(([name, value]) => `${cssVariable("radius", name)}: ${value};`),
    `${cssVariable("font", "system")}: ${fontFamilies.system};`,
    `${cssVariable("font", "mono")}: ${fontFamilies.mono};`,
    ...Object.entries(fontSizes).map(
      ([name, value]) => `${cssVariable("font-size", name)}: ${value};`,
    ),
    ...Object.entries(shadows).map(([name, value]) => `${cssVariable("shadow", name)}: ${value};`),
  ];
  return [
    "/* Generated from @org/ui/tokens and the panel sizes by `pnpm --filter @org/chat-widget tokens`. */\n",
    block(".ami-chat", [...colors("light"), ...shared]),
    block('.ami-chat[data-theme="dark"]', [...colors("dark"), "color-scheme: dark;"]),
    ...panelSizes(),
  ].join("\n");
}

/**
 * The colours of what a host page draws around the widget's frame, as the widget draws its own:
 * the bubbles on cards with their borders, the close-all button in muted text.
 */
const SURFACE_TOKENS = [
  "card",
  "foreground",
  "border",
  "mutedForeground",
] as const satisfies readonly ColorToken[];

/** The surface colours of each theme, picked from the design system's. */
export function surfaceColors() {
  return Object.fromEntries(
    Object.entries(colorSchemes).map(([scheme, palette]) => [
      scheme,
      Object.fromEntries(SURFACE_TOKENS.map((token) => [token, palette[token]])),
    ]),
  );
}

/**
 * The surface colours as a module of the widget's host entry: the loader on a host page reads
 * them there with no dependency, where the whole design system's palette would weigh too much.
 */
export function surfaceColorsModule(): string {
  return hostModule(
    "SURFACE_COLORS",
    "The design system's colours of the bubbles and of the frame's edge, in each theme.",
    surfaceColors(),
  );
}

/** A generated module of the widget's host entry that exports `value` as `name`. */
function hostModule(name: string, doc: string, value: unknown): string {
  return [
    "// Generated from @org/ui/tokens by `pnpm --filter @org/chat-widget tokens`.\n",
    `/** ${doc} */`,
    `export const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`,
  ].join("\n");
}

/** What a host page's loader draws with a shadow, as the widget draws it. */
const SURFACE_SHADOW_TOKENS = [
  "frame",
  "launcher",
  "bubble",
] as const satisfies readonly ShadowToken[];

/** The design system's shadows of the frame, the launcher and the bubbles. */
export function surfaceShadows() {
  return Object.fromEntries(SURFACE_SHADOW_TOKENS.map((token) => [token, shadows[token]]));
}

/** The surface shadows as a module of the widget's host entry, for the loader on a host page. */
export function surfaceShadowsModule(): string {
  return hostModule(
    "SURFACE_SHADOWS",
    "The design system's shadows of the frame, the launcher and the bubbles.",
    surfaceShadows(),
  );
}
