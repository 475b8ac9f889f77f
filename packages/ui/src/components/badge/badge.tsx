import { Badge as ThemesBadge } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { cx } from "../../lib/class-names";

type ThemesBadgeProps = ComponentPropsWithoutRef<typeof ThemesBadge>;

export const badgeVariants = ["default", "secondary", "destructive", "success", "outline"] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends Omit<ThemesBadgeProps, "variant" | "color" | "highContrast"> {
  variant?: BadgeVariant;
}

const appearances = {
  default: { variant: "solid" },
  secondary: { variant: "soft", color: "gray", highContrast: true },
  destructive: { variant: "soft", color: "red", highContrast: true },
  success: { variant: "soft", color: "green", highContrast: true },
  outline: { variant: "outline", color: "gray", highContrast: true },
} as const satisfies Record<
  BadgeVariant,
  Pick<ThemesBadgeProps, "variant" | "color" | "highContrast">
>;

/**
 * A short status or count, such as a knowledge-base kind or the number of assistants. A text
 * longer than its column wraps inside the badge rather than running over the next column.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { variant = "default", className, ...props },
  ref,
) {
  return (
    <ThemesBadge
      ref={ref}
      {...appearances[variant]}
      data-variant={variant}
      className={cx("max-w-full whitespace-normal", className)}
      {...props}
    />
  );
});
