import * as z from "zod/mini";

export const bubbleMessageSchema = z.object({
  id: z.number(),
  message: z.string(),
  bot: z.number(),
  order: z.number(),
  is_active: z._default(z.boolean(), true),
  created_at: z.string(),
});
export type BubbleMessage = z.infer<typeof bubbleMessageSchema>;

/** A bubble as the widget shows it. */
export const bubbleSchema = z.object({ id: z.number(), bubble: z.string() });
export type Bubble = z.infer<typeof bubbleSchema>;

export const shortcutSchema = z.object({
  id: z.number(),
  label: z.string(),
  value: z.string(),
  bot: z.number(),
  order: z.number(),
  is_active: z._default(z.boolean(), true),
  created_at: z.string(),
});
export type Shortcut = z.infer<typeof shortcutSchema>;

/** A shortcut as the widget shows it; the widget sends its label as the question. */
export const widgetShortcutSchema = z.object({ id: z.number(), label: z.string() });
export type WidgetShortcut = z.infer<typeof widgetShortcutSchema>;
