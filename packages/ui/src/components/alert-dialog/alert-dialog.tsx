import { AlertDialog as ThemesAlertDialog } from "@radix-ui/themes";
import { forwardRef } from "react";
import { FocusReturningContent, FocusReturningRoot } from "../dialog/returns-focus";

function AlertDialogRoot(props: ThemesAlertDialog.RootProps) {
  return <FocusReturningRoot primitive={ThemesAlertDialog.Root} {...props} />;
}

const AlertDialogContent = forwardRef<HTMLDivElement, ThemesAlertDialog.ContentProps>(
  function AlertDialogContent(props, ref) {
    return <FocusReturningContent primitive={ThemesAlertDialog.Content} ref={ref} {...props} />;
  },
);

/**
 * A modal question that must be answered, for irreversible actions: `AlertDialog.Root`,
 * `.Trigger`, `.Content`, `.Title`, `.Description`, `.Action`, `.Cancel`. A click outside does not
 * close it; Escape cancels; focus starts on Cancel and returns, as for a `Dialog`, to what opened
 * it.
 */
export const AlertDialog = {
  ...ThemesAlertDialog,
  Root: AlertDialogRoot,
  Content: AlertDialogContent,
};
