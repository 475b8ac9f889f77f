import { Button as ThemesButton } from "@radix-ui/themes";
import { forwardRef } from "react";
import { cx } from "../../lib/class-names";
import type { ButtonProps } from "./button.props";
import { buttonAppearance } from "./button-appearance";

/**
 * A push button. `loading` keeps its width, disables it and shows a spinner, even when `disabled`
 * is given as false (a form's "enabled once changed"), so a pending action cannot be sent twice.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "default", size = "md", className, disabled, loading, ...props },
  ref,
) {
  const { className: variantClassName, ...appearance } = buttonAppearance(variant, size);
  return (
    <ThemesButton
      ref={ref}
      {...appearance}
      className={cx("ui-button", variantClassName, className)}
      data-variant={variant}
      loading={loading}
      disabled={disabled || loading}
      {...props}
    />
  );
});
