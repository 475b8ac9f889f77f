import { Select as ThemesSelect } from "@radix-ui/themes";
import { forwardRef, type ReactNode } from "react";
import { cx } from "../../lib/class-names";

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /**
   * The chosen value, for a select its caller controls: `""` while nothing is chosen (the
   * placeholder shows). Never `undefined` once given: the select would forget it is controlled.
   */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Submitted with a form under this name. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  size?: "sm" | "md" | "lg";
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  "aria-errormessage"?: string;
  "aria-required"?: boolean;
}

const sizes = { sm: "1", md: "2", lg: "3" } as const;

/**
 * Picks one value from a list; opens with the keyboard (Enter, Space, arrows) or the pointer. The
 * field never grows wider than its container: a long choice ends with an ellipsis in it, and is
 * shown whole in the list.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    name,
    disabled,
    required,
    size = "md",
    className,
    ...triggerProps
  },
  ref,
) {
  return (
    <ThemesSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      required={required}
      size={sizes[size]}
    >
      <ThemesSelect.Trigger
        ref={ref}
        placeholder={placeholder}
        className={cx("ui-select max-w-full", className)}
        {...triggerProps}
      />
      <ThemesSelect.Content position="popper">
        {options.map((option) => (
          <ThemesSelect.Item key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </ThemesSelect.Item>
        ))}
      </ThemesSelect.Content>
    </ThemesSelect.Root>
  );
});
