import type { ButtonSize, ButtonVariant } from "./button.props";

type ThemesVariant = "solid" | "soft" | "outline" | "ghost" | "surface";

interface Appearance {
  variant: ThemesVariant;
  color?: "red" | "gray";
  className?: string;
}

const appearances: Record<ButtonVariant, Appearance> = {
  default: { variant: "solid", className: "ui-button-primary" },
  destructive: { variant: "solid", color: "red", className: "ui-button-destructive" },
  outline: { variant: "outline", color: "gray" },
  secondary: { variant: "soft" },
  ghost: { variant: "ghost", color: "gray" },
  link: { variant: "ghost", className: "ui-button-link" },
};

const sizes: Record<ButtonSize, "1" | "2" | "3"> = { sm: "1", md: "2", lg: "3" };

/** How a product variant and size are drawn with Radix Themes' button. */
export function buttonAppearance(variant: ButtonVariant, size: ButtonSize) {
  return { ...appearances[variant], size: sizes[size] };
}
