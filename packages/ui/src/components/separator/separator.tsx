import { Separator as ThemesSeparator } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";

export type SeparatorProps = ComponentPropsWithoutRef<typeof ThemesSeparator>;

/**
 * A line between groups of content. It is decorative (hidden from assistive technologies) unless
 * `decorative={false}`, when it is announced as a separator.
 */
export const Separator = forwardRef<HTMLSpanElement, SeparatorProps>(function Separator(
  { size = "4", ...props },
  ref,
) {
  return <ThemesSeparator ref={ref} size={size} {...props} />;
});
