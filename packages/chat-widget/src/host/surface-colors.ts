// Generated from @org/ui/tokens by `pnpm --filter @org/chat-widget tokens`.

/** The design system's colours of the bubbles and of the frame's edge, in each theme. */
export const SURFACE_COLORS = {
  light: {
    card: "#ffffff",
    foreground: "#1c2024",
    border: "#d9d9e0",
    mutedForeground: "#60646c",
  },
  dark: {
    card: "#0b1120",
    foreground: "#edeef0",
    border: "#2b3140",
    mutedForeground: "#b0b4ba",
  },
} as const;
