import { IconButton as ThemesIconButton } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { cx } from "../../lib/class-names";
import type { ButtonSize, ButtonVariant } from "../button/button.props";
import { buttonAppearance } from "../button/button-appearance";

type ThemesIconButtonProps = ComponentPropsWithoutRef<typeof ThemesIconButton>;

export interface IconButtonProps
  extends Omit<ThemesIconButtonProps, "variant" | "size" | "color" | "highContrast"> {
  /** An icon has no text: this name is what assistive technologies announce. */
  "aria-label": string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A square button holding only an icon; its accessible name is required. Like `Button`, it is
 * disabled while `loading`, whatever `disabled` says.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = "ghost", size = "md", className, disabled, loading, ...props },
  ref,
) {
  const { className: variantClassName, ...appearance } = buttonAppearance(variant, size);
  return (
    <ThemesIconButton
      ref={ref}
      {...appearance}
      className={cx(variantClassName, className)}
      data-variant={variant}
      loading={loading}
      disabled={disabled || loading}
      {...props}
    />
  );
});
