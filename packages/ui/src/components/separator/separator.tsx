import { Separator as ThemesSeparator } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";

export type SeparatorProps = ComponentPropsWithoutRef<typeof ThemesSeparator>;

/**
 * A line between groups of content. It is decorative (hidden from assistive technologies) unless
 * `decorative={false}`, when it is announced as a separator with its orientation.
 */
export const Separator = forwardRef<HTMLSpanElement, SeparatorProps>(function Separator(
  { size = "4", orientation, decorative = true, ...props },
  ref,
) {
  // A separator is horizontal unless told otherwise: only the vertical one needs saying.
  const ariaOrientation = !decorative && orientation === "vertical" ? "vertical" : undefined;
  return (
    <ThemesSeparator
      ref={ref}
      size={size}
      orientation={orientation}
      decorative={decorative}
      aria-orientation={ariaOrientation}
      {...props}
    />
  );
});
