import { Theme, type ThemeProps } from "@radix-ui/themes";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import {
  DEFAULT_FONT_PREFERENCE,
  DEFAULT_THEME_PREFERENCE,
  FONT_PREFERENCES,
  THEME_PREFERENCES,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "../constants";
import {
  type FontPreference,
  readFontPreference,
  readThemePreference,
  type ThemePreference,
  writeFontPreference,
  writeThemePreference,
} from "../lib/preference-storage";
import { useMediaQuery } from "../lib/use-media-query";
import { applyThemeColor } from "./theme-color";
import {
  FontContext,
  type FontContextValue,
  ThemeContext,
  type ThemeContextValue,
} from "./theme-context";

export interface ThemeProviderProps
  extends Pick<
    ThemeProps,
    "accentColor" | "grayColor" | "radius" | "scaling" | "className" | "id"
  > {
  children: ReactNode;
  /** Theme used until the user picks one (stored under `vite-ui-theme`). Defaults to system. */
  defaultTheme?: ThemePreference;
  /** Controlled theme: when set, the provider neither reads nor writes the stored preference. */
  theme?: ThemePreference;
  onThemeChange?: (theme: ThemePreference) => void;
  /** Font used until the user picks one (stored under `font`). Defaults to inter. */
  defaultFont?: FontPreference;
  /** Controlled font: when set, the stored preference is neither read nor written. */
  font?: FontPreference;
  onFontChange?: (font: FontPreference) => void;
}

/**
 * Root of every screen drawn with `@org/ui`: applies the light, dark or system theme and the font
 * preference, remembers both in local storage, keeps the browser's theme-color in step and gives
 * tooltips their delays. Read or change the preferences with `useTheme` and `useFont`.
 */
export function ThemeProvider({
  children,
  defaultTheme = DEFAULT_THEME_PREFERENCE,
  theme: controlledTheme,
  onThemeChange,
  defaultFont = DEFAULT_FONT_PREFERENCE,
  font: controlledFont,
  onFontChange,
  accentColor = "indigo",
  grayColor = "slate",
  radius = "medium",
  ...themeProps
}: ThemeProviderProps) {
  const [storedTheme, setStoredTheme] = useState(() => readThemePreference(defaultTheme));
  const [storedFont, setStoredFont] = useState(() => readFontPreference(defaultFont));
  const theme = controlledTheme ?? storedTheme;
  const font = controlledFont ?? storedFont;

  const systemPrefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  const resolvedTheme = theme === "system" ? (systemPrefersDark ? "dark" : "light") : theme;

  const setTheme = useCallback(
    (next: ThemePreference) => {
      if (controlledTheme === undefined) {
        writeThemePreference(next);
        setStoredTheme(next);
      }
      onThemeChange?.(next);
    },
    [controlledTheme, onThemeChange],
  );

  const setFont = useCallback(
    (next: FontPreference) => {
      if (controlledFont === undefined) {
        writeFontPreference(next);
        setStoredFont(next);
      }
      onFontChange?.(next);
    },
    [controlledFont, onFontChange],
  );

  useEffect(() => applyThemeColor(resolvedTheme), [resolvedTheme]);

  // Dialogs, menus and toasts render in portals at the end of <body>, outside this tree: the font
  // choice is set on the document element so that they use it too.
  useEffect(() => {
    document.documentElement.dataset.uiFont = font;
  }, [font]);

  const themeValue = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme, themes: THEME_PREFERENCES }),
    [theme, resolvedTheme, setTheme],
  );
  const fontValue = useMemo<FontContextValue>(
    () => ({ font, setFont, fonts: FONT_PREFERENCES }),
    [font, setFont],
  );

  return (
    <ThemeContext.Provider value={themeValue}>
      <FontContext.Provider value={fontValue}>
        <Theme
          appearance={resolvedTheme}
          accentColor={accentColor}
          grayColor={grayColor}
          radius={radius}
          data-ui-font={font}
          {...themeProps}
        >
          <TooltipPrimitive.Provider
            delayDuration={TOOLTIP_DELAY_MS}
            skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
          >
            {children}
          </TooltipPrimitive.Provider>
        </Theme>
      </FontContext.Provider>
    </ThemeContext.Provider>
  );
}
