import { Tooltip as ThemesTooltip } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { TOOLTIP_DELAY_MS } from "../../constants";

export type TooltipProps = ComponentPropsWithoutRef<typeof ThemesTooltip>;

/**
 * A short label shown on hover or keyboard focus of its child, after 700 ms (300 ms when moving
 * from another tooltip). The child must be focusable; the text also becomes its description.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { delayDuration = TOOLTIP_DELAY_MS, ...props },
  ref,
) {
  return <ThemesTooltip ref={ref} delayDuration={delayDuration} {...props} />;
});
