import * as z from "zod/mini";

// Apart from the content the widget reads, so that it does not carry the back-office's rules.

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
