import { Badge as ThemesBadge } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";

type ThemesBadgeProps = ComponentPropsWithoutRef<typeof ThemesBadge>;

export const badgeVariants = ["default", "secondary", "destructive", "success", "outline"] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends Omit<ThemesBadgeProps, "variant" | "color"> {
  variant?: BadgeVariant;
}

const appearances = {
  default: { variant: "solid" },
  secondary: { variant: "soft", color: "gray" },
  destructive: { variant: "soft", color: "red" },
  success: { variant: "soft", color: "green" },
  outline: { variant: "outline", color: "gray" },
} as const satisfies Record<BadgeVariant, Pick<ThemesBadgeProps, "variant" | "color">>;

/** A short status or count, such as a knowledge-base kind or the number of assistants. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { variant = "default", ...props },
  ref,
) {
  return <ThemesBadge ref={ref} {...appearances[variant]} data-variant={variant} {...props} />;
});
