import { ScrollArea as ThemesScrollArea } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { SCROLL_AREA_HIDE_DELAY_MS } from "../../constants";

export type ScrollAreaProps = ComponentPropsWithoutRef<typeof ThemesScrollArea>;

/**
 * A scrolling region with thin, themed scrollbars that appear on hover and hide 600 ms after.
 * Its viewport takes keyboard focus so that arrow keys scroll it; an `aria-label` makes it a
 * named region. Give it a height or a maximum height.
 */
export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaProps>(function ScrollArea(
  { type = "hover", scrollHideDelay = SCROLL_AREA_HIDE_DELAY_MS, tabIndex = 0, ...props },
  ref,
) {
  return (
    <ThemesScrollArea
      ref={ref}
      type={type}
      scrollHideDelay={scrollHideDelay}
      tabIndex={tabIndex}
      role={props["aria-label"] || props["aria-labelledby"] ? "region" : undefined}
      {...props}
    />
  );
});
