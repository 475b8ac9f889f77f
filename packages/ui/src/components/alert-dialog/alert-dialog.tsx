import { AlertDialog as ThemesAlertDialog } from "@radix-ui/themes";

/**
 * A modal question that must be answered, for irreversible actions: `AlertDialog.Root`,
 * `.Trigger`, `.Content`, `.Title`, `.Description`, `.Action`, `.Cancel`. A click outside does not
 * close it; Escape cancels; focus starts on Cancel.
 */
export const AlertDialog = ThemesAlertDialog;
