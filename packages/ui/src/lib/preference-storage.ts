import {
  FONT_PREFERENCES,
  FONT_STORAGE_KEY,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
} from "../constants";

export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type FontPreference = (typeof FONT_PREFERENCES)[number];

// Storage can be missing (server rendering) or throw (privacy mode, sandboxed frames): a
// preference that cannot be read or written simply falls back to its default.
function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readChoice<T extends string>(key: string, choices: readonly T[]): T | undefined {
  try {
    const stored = browserStorage()?.getItem(key);
    return choices.find((choice) => choice === stored);
  } catch {
    return undefined;
  }
}

function writeChoice(key: string, value: string): void {
  try {
    browserStorage()?.setItem(key, value);
  } catch {
    // Not persisted: the choice still applies for this visit.
  }
}

export function readThemePreference(fallback: ThemePreference): ThemePreference {
  return readChoice(THEME_STORAGE_KEY, THEME_PREFERENCES) ?? fallback;
}

export function writeThemePreference(theme: ThemePreference): void {
  writeChoice(THEME_STORAGE_KEY, theme);
}

export function readFontPreference(fallback: FontPreference): FontPreference {
  return readChoice(FONT_STORAGE_KEY, FONT_PREFERENCES) ?? fallback;
}

export function writeFontPreference(font: FontPreference): void {
  writeChoice(FONT_STORAGE_KEY, font);
}
