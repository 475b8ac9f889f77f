import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Dialog, VisuallyHidden } from "@radix-ui/themes";
import { Command as CommandPrimitive } from "cmdk";
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
} from "react";
import { COMMAND_LIST_MAX_HEIGHT_PX } from "../../constants";
import { cx } from "../../lib/class-names";

/**
 * A searchable list of commands (cmdk). Typing filters the items, arrow keys move, Enter runs the
 * highlighted item. Compose with CommandInput, CommandList, CommandEmpty, CommandGroup, CommandItem.
 */
export const Command = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive>
>(function Command({ className, ...props }, ref) {
  return <CommandPrimitive ref={ref} className={cx("ui-command", className)} {...props} />;
});

export interface CommandDialogProps extends ComponentPropsWithoutRef<typeof CommandPrimitive> {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the dialog for assistive technologies (not shown). */
  title?: string;
  description?: string;
  children: ReactNode;
}

/** The command palette in a modal dialog, as opened with Ctrl or Cmd+K. */
export function CommandDialog({
  open,
  onOpenChange,
  title = "Command palette",
  description = "Search for a command to run.",
  children,
  ...props
}: CommandDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="ui-command-dialog" maxWidth="32rem">
        <VisuallyHidden>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </VisuallyHidden>
        <Command {...props}>{children}</Command>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const CommandInput = forwardRef<
  HTMLInputElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Input>
>(function CommandInput({ className, ...props }, ref) {
  return (
    <div className="ui-command-input-wrapper" cmdk-input-wrapper="">
      <MagnifyingGlassIcon aria-hidden className="shrink-0 opacity-60" />
      <CommandPrimitive.Input ref={ref} className={cx("ui-command-input", className)} {...props} />
    </div>
  );
});

export const CommandList = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.List>
>(function CommandList({ className, style, ...props }, ref) {
  return (
    <CommandPrimitive.List
      ref={ref}
      className={cx("ui-command-list", className)}
      style={{ maxHeight: COMMAND_LIST_MAX_HEIGHT_PX, ...style }}
      {...props}
    />
  );
});

export const CommandEmpty = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Empty>
>(function CommandEmpty({ className, ...props }, ref) {
  return (
    <CommandPrimitive.Empty
      ref={ref}
      className={cx("py-6 text-center text-sm text-muted-foreground", className)}
      {...props}
    />
  );
});

export const CommandGroup = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Group>
>(function CommandGroup({ className, ...props }, ref) {
  return (
    <CommandPrimitive.Group ref={ref} className={cx("ui-command-group", className)} {...props} />
  );
});

export const CommandSeparator = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Separator>
>(function CommandSeparator({ className, ...props }, ref) {
  return (
    <CommandPrimitive.Separator
      ref={ref}
      className={cx("-mx-1 my-1 h-px bg-gray-a6", className)}
      {...props}
    />
  );
});

export const CommandItem = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof CommandPrimitive.Item>
>(function CommandItem({ className, ...props }, ref) {
  return (
    <CommandPrimitive.Item ref={ref} className={cx("ui-command-item", className)} {...props} />
  );
});

/** The keyboard shortcut of an item, shown at its right. */
export function CommandShortcut({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cx("ml-auto text-xs tracking-widest text-muted-foreground", className)}
      {...props}
    />
  );
}
