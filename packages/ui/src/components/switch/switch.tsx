import { Text, Switch as ThemesSwitch } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from "react";
import { cx } from "../../lib/class-names";

type ThemesSwitchProps = ComponentPropsWithoutRef<typeof ThemesSwitch>;

export interface SwitchProps extends Omit<ThemesSwitchProps, "size" | "color"> {
  /** Text beside the switch; clicking it toggles the switch. Leave out inside a `FormField`. */
  label?: ReactNode;
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "1", md: "2", lg: "3" } as const;

/** An on/off control that applies at once; Space or Enter toggles it. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, size = "md", className, ...props },
  ref,
) {
  // In a form's grid it keeps its own width: stretched, a click far to its right would toggle it.
  const control = (
    <ThemesSwitch
      ref={ref}
      size={sizes[size]}
      className={cx("justify-self-start", className)}
      {...props}
    />
  );
  if (label === undefined) return control;
  return (
    <Text as="label" size={sizes[size]}>
      <span className="inline-flex items-center gap-2">
        {control}
        {label}
      </span>
    </Text>
  );
});
