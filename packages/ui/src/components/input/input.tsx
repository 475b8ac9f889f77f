import { TextField } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { cx } from "../../lib/class-names";

type TextFieldRootProps = ComponentPropsWithoutRef<typeof TextField.Root>;

export interface InputProps extends Omit<TextFieldRootProps, "size" | "color"> {
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "1", md: "2", lg: "3" } as const;

/**
 * A one-line text input. Set `aria-invalid` (a `FormField` with an error does it) to draw it in
 * the error colour; children are `TextField.Slot`s for icons or buttons inside the field.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { size = "md", className, ...props },
  ref,
) {
  return (
    <TextField.Root ref={ref} size={sizes[size]} className={cx("ui-input", className)} {...props} />
  );
});

export const InputSlot = TextField.Slot;
