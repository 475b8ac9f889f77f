import {
  DARK_THEME_COLOR,
  type FontPreference,
  LIGHT_THEME_COLOR,
  type ResolvedTheme,
} from "@org/ui";

/** The colours of each theme, close enough to the real screens to judge a choice by. */
const PREVIEW_PALETTES = {
  light: {
    background: LIGHT_THEME_COLOR,
    panel: "#f1f5f9",
    line: "#e2e8f0",
    text: "#0f172a",
    muted: "#475569",
    accent: "#3e63dd",
  },
  dark: {
    background: DARK_THEME_COLOR,
    panel: "#111a2e",
    line: "#1e293b",
    text: "#f8fafc",
    muted: "#a3b1c6",
    accent: "#3e63dd",
  },
} as const;

export interface SettingsAppearancePreviewProps {
  theme: ResolvedTheme;
  font: FontPreference;
}

/** A miniature of the back-office in the theme and font being chosen, before they apply. */
export function SettingsAppearancePreview({ theme, font }: SettingsAppearancePreviewProps) {
  const palette = PREVIEW_PALETTES[theme];
  return (
    <figure
      aria-label="Aperçu"
      data-preview-theme={theme}
      data-preview-font={font}
      className="m-0 overflow-hidden rounded-lg border border-border"
      style={{
        background: palette.background,
        color: palette.text,
        fontFamily: `var(--ui-font-${font})`,
      }}
    >
      <div className="flex min-h-44">
        <div
          aria-hidden
          className="grid w-40 content-start gap-2 p-3"
          style={{ background: palette.panel, borderRight: `1px solid ${palette.line}` }}
        >
          <span className="text-xs font-semibold">Assistant IA</span>
          {["Tableau de bord", "Utilisateurs", "Tâches"].map((entry, index) => (
            <span
              key={entry}
              className="rounded px-2 py-1 text-xs"
              style={index === 0 ? { background: palette.line } : { color: palette.muted }}
            >
              {entry}
            </span>
          ))}
        </div>
        <div className="grid flex-1 content-start gap-2 p-4">
          <span className="text-base font-semibold">Bonjour !</span>
          <span className="text-sm" style={{ color: palette.muted }}>
            Voici à quoi ressembleront vos écrans, avec cette police et ces couleurs.
          </span>
          <span
            className="mt-1 w-fit rounded px-3 py-1 text-xs font-medium"
            style={{ background: palette.accent, color: "#fff" }}
          >
            Bouton
          </span>
        </div>
      </div>
    </figure>
  );
}
