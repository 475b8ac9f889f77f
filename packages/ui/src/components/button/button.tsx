import { Button as ThemesButton } from "@radix-ui/themes";
import { forwardRef } from "react";
import { cx } from "../../lib/class-names";
import type { ButtonProps } from "./button.props";
import { buttonAppearance } from "./button-appearance";

/** A push button. `loading` keeps its width, disables it and shows a spinner. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "default", size = "md", className, ...props },
  ref,
) {
  const { className: variantClassName, ...appearance } = buttonAppearance(variant, size);
  return (
    <ThemesButton
      ref={ref}
      {...appearance}
      className={cx(variantClassName, className)}
      data-variant={variant}
      {...props}
    />
  );
});
