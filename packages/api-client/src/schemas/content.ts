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

export const bubbleMessageCreateSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(500)),
  bot: z.number(),
  order: z.number().check(z.int()),
  is_active: z.boolean(),
});
export type BubbleMessageCreate = z.infer<typeof bubbleMessageCreateSchema>;

export const bubbleMessageUpdateSchema = z.object({
  message: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  order: z.optional(z.number().check(z.int())),
  is_active: z.optional(z.boolean()),
});
export type BubbleMessageUpdate = z.infer<typeof bubbleMessageUpdateSchema>;

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

export const shortcutCreateSchema = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(100)),
  value: z.string().check(z.minLength(1), z.maxLength(1000)),
  bot: z.number(),
  order: z.number().check(z.int()),
  is_active: z.boolean(),
});
export type ShortcutCreate = z.infer<typeof shortcutCreateSchema>;

export const shortcutUpdateSchema = z.object({
  label: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  value: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
  order: z.optional(z.number().check(z.int())),
  is_active: z.optional(z.boolean()),
});
export type ShortcutUpdate = z.infer<typeof shortcutUpdateSchema>;

/** A shortcut as the widget shows it; the widget sends its label as the question. */
export const widgetShortcutSchema = z.object({ id: z.number(), label: z.string() });
export type WidgetShortcut = z.infer<typeof widgetShortcutSchema>;
