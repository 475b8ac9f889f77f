import { Label as LabelPrimitive } from "radix-ui";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { cx } from "../../lib/class-names";

export type LabelProps = ComponentPropsWithoutRef<typeof LabelPrimitive.Root>;

/** The visible name of a form control; point `htmlFor` at the control's id. */
export const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label(
  { className, ...props },
  ref,
) {
  return (
    <LabelPrimitive.Root
      ref={ref}
      className={cx(
        "text-sm leading-5 font-medium text-gray-12 select-none",
        "peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      {...props}
    />
  );
});
