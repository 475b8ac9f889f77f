import { colorSchemes, cssVariable, fontFamilies, fontSizes, radii } from "@org/ui/tokens";

function block(selector: string, declarations: string[]): string {
  return `${selector} {\n${declarations.map((line) => `  ${line}`).join("\n")}\n}\n`;
}

function colors(scheme: keyof typeof colorSchemes): string[] {
  return Object.entries(colorSchemes[scheme]).map(
    ([name, value]) => `${cssVariable("color", name)}: ${value};`,
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
  ];
  return [
    "/* Generated from @org/ui/tokens by `pnpm --filter @org/chat-widget tokens`. */\n",
    block(".ami-chat", [...colors("light"), ...shared]),
    block('.ami-chat[data-theme="dark"]', [...colors("dark"), "color-scheme: dark;"]),
  ].join("\n");
}
