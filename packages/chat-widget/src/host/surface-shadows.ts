// Generated from @org/ui/tokens by `pnpm --filter @org/chat-widget tokens`.

/** The design system's shadows of the frame, the launcher and the bubbles. */
export const SURFACE_SHADOWS = {
  frame: "0 12px 32px rgb(0 0 0 / 0.16)",
  launcher: "0 6px 20px rgb(0 0 0 / 0.2)",
  bubble: "0 4px 14px rgb(0 0 0 / 0.12)",
} as const;
