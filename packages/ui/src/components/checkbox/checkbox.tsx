import { Text, Checkbox as ThemesCheckbox } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from "react";
import { cx } from "../../lib/class-names";

type ThemesCheckboxProps = ComponentPropsWithoutRef<typeof ThemesCheckbox>;

export interface CheckboxProps extends Omit<ThemesCheckboxProps, "size" | "color"> {
  /** Text beside the box; clicking it toggles the box. Leave out inside a `FormField`. */
  label?: ReactNode;
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "1", md: "2", lg: "3" } as const;

/** A box that is checked, unchecked or indeterminate; Space toggles it. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, size = "md", checked, defaultChecked, className, ...props },
  ref,
) {
  // Radix Themes hands its own state down to Radix's checkbox, still unset until the first click
  // when no starting value is given, which React reports as a switch to a controlled component:
  // an uncontrolled box starts unchecked, said out loud.
  const start = checked === undefined ? { defaultChecked: defaultChecked ?? false } : { checked };
  // In a form's grid it keeps its own width, under its label: stretched, the box was drawn in the
  // middle of the row and a click anywhere on the row toggled it.
  const box = (
    <ThemesCheckbox
      ref={ref}
      size={sizes[size]}
      className={cx("justify-self-start", className)}
      {...start}
      {...props}
    />
  );
  if (label === undefined) return box;
  return (
    <Text as="label" size={sizes[size]}>
      <span className="inline-flex items-center gap-2">
        {box}
        {label}
      </span>
    </Text>
  );
});
