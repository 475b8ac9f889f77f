import { createContext, useContext } from "react";
import type { FONT_PREFERENCES, THEME_PREFERENCES } from "../constants";
import type { FontPreference, ThemePreference } from "../lib/preference-storage";
import type { ResolvedTheme } from "./theme-color";

export interface ThemeContextValue {
  /** The preference as chosen: light, dark or system. */
  theme: ThemePreference;
  /** What is shown: the system preference resolved to light or dark. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
  themes: typeof THEME_PREFERENCES;
}

export interface FontContextValue {
  font: FontPreference;
  setFont: (font: FontPreference) => void;
  fonts: typeof FONT_PREFERENCES;
}

export const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);
export const FontContext = createContext<FontContextValue | undefined>(undefined);

/** The theme preference and a setter; only inside a `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside a ThemeProvider.");
  return value;
}

/** The font preference and a setter; only inside a `ThemeProvider`. */
export function useFont(): FontContextValue {
  const value = useContext(FontContext);
  if (!value) throw new Error("useFont must be used inside a ThemeProvider.");
  return value;
}
