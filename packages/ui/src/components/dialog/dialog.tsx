import { Dialog as ThemesDialog } from "@radix-ui/themes";
import { forwardRef } from "react";
import { FocusReturningContent, FocusReturningRoot } from "./returns-focus";

function DialogRoot(props: ThemesDialog.RootProps) {
  return <FocusReturningRoot primitive={ThemesDialog.Root} {...props} />;
}

const DialogContent = forwardRef<HTMLDivElement, ThemesDialog.ContentProps>(
  function DialogContent(props, ref) {
    return <FocusReturningContent primitive={ThemesDialog.Content} ref={ref} {...props} />;
  },
);

/**
 * A modal window: `Dialog.Root`, `.Trigger`, `.Content`, `.Title`, `.Description`, `.Close`.
 * Focus is trapped inside while it is open, Escape or a click outside closes it, and focus returns
 * to what opened it (its trigger, or the button or menu that opened it), else to the nearest
 * control beside it. Every dialog needs a `Dialog.Title`.
 */
export const Dialog = { ...ThemesDialog, Root: DialogRoot, Content: DialogContent };
