import type { FontPreference, ThemePreference } from "@org/ui";

export const THEME_CHOICES: readonly { value: ThemePreference; label: string }[] = [
  { value: "light", label: "Clair" },
  { value: "dark", label: "Sombre" },
  { value: "system", label: "Système" },
];

export const FONT_CHOICES: readonly { value: FontPreference; label: string }[] = [
  { value: "inter", label: "Inter" },
  { value: "manrope", label: "Manrope" },
  { value: "system", label: "Police du système" },
];
