import { DARK_THEME_COLOR, LIGHT_THEME_COLOR } from "../constants";

export type ResolvedTheme = "light" | "dark";

export function themeColorFor(theme: ResolvedTheme): string {
  return theme === "dark" ? DARK_THEME_COLOR : LIGHT_THEME_COLOR;
}

/** Tells the browser which colour to paint its own chrome (address bar, task switcher). */
export function applyThemeColor(theme: ResolvedTheme, doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "theme-color";
    doc.head.append(meta);
  }
  meta.content = themeColorFor(theme);
}
