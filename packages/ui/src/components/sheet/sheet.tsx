import { Cross2Icon } from "@radix-ui/react-icons";
import { Theme } from "@radix-ui/themes";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes } from "react";
import { cx } from "../../lib/class-names";
import { FocusReturningContent, FocusReturningRoot } from "../dialog/returns-focus";
import { IconButton } from "../icon-button/icon-button";

export const sheetSides = ["top", "right", "bottom", "left"] as const;
export type SheetSide = (typeof sheetSides)[number];

/** A panel sliding in from an edge of the screen: `Sheet`, `SheetTrigger`, `SheetContent`... */
export function Sheet(props: ComponentPropsWithoutRef<typeof DialogPrimitive.Root>) {
  return <FocusReturningRoot primitive={DialogPrimitive.Root} {...props} />;
}

/** Radix's dialog content, giving focus back to what opened the sheet. */
const SheetPanel = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>
>(function SheetPanel(props, ref) {
  return <FocusReturningContent primitive={DialogPrimitive.Content} ref={ref} {...props} />;
});

export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export interface SheetContentProps
  extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  side?: SheetSide;
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
  /** Leave out the close button (when the content has its own). */
  hideCloseButton?: boolean;
}

/**
 * The sliding panel itself. It behaves as a modal dialog: focus stays inside, Escape or a click on
 * the backdrop closes it, and focus returns to what opened it. Give it a `SheetTitle` (visually hidden if need be).
 */
export const SheetContent = forwardRef<HTMLDivElement, SheetContentProps>(function SheetContent(
  { side = "right", closeLabel = "Close", hideCloseButton, className, children, ...props },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      {/* Portalled content sits outside the app's theme root: re-apply the theme around it. */}
      <Theme asChild>
        <DialogPrimitive.Overlay className="ui-sheet-overlay">
          <SheetPanel
            ref={ref}
            data-side={side}
            className={cx("ui-sheet-content", className)}
            {...props}
          >
            {children}
            {hideCloseButton ? null : (
              <DialogPrimitive.Close asChild>
                <IconButton aria-label={closeLabel} size="sm" className="ui-sheet-close">
                  <Cross2Icon aria-hidden />
                </IconButton>
              </DialogPrimitive.Close>
            )}
          </SheetPanel>
        </DialogPrimitive.Overlay>
      </Theme>
    </DialogPrimitive.Portal>
  );
});

export function SheetHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("flex flex-col gap-1.5 p-4 pr-12", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("mt-auto flex flex-col gap-2 p-4", className)} {...props} />;
}

export const SheetTitle = forwardRef<
  HTMLHeadingElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function SheetTitle({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Title
      ref={ref}
      className={cx("m-0 text-lg font-semibold text-gray-12", className)}
      {...props}
    />
  );
});

export const SheetDescription = forwardRef<
  HTMLParagraphElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function SheetDescription({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Description
      ref={ref}
      className={cx("m-0 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
});
