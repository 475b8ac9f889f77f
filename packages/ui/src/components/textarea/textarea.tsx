import { TextArea } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { cx } from "../../lib/class-names";

type TextAreaProps = ComponentPropsWithoutRef<typeof TextArea>;

export interface TextareaProps extends Omit<TextAreaProps, "size" | "color"> {
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "1", md: "2", lg: "3" } as const;

/** A multi-line text input; `resize` controls whether the user can resize it. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { size = "md", className, ...props },
  ref,
) {
  return (
    <TextArea ref={ref} size={sizes[size]} className={cx("ui-textarea", className)} {...props} />
  );
});
