import { Dialog as ThemesDialog } from "@radix-ui/themes";

/**
 * A modal window: `Dialog.Root`, `.Trigger`, `.Content`, `.Title`, `.Description`, `.Close`.
 * Focus is trapped inside while it is open, Escape or a click outside closes it, and focus returns
 * to the trigger. Every dialog needs a `Dialog.Title`.
 */
export const Dialog = ThemesDialog;
