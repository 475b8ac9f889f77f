import { ScrollArea as ThemesScrollArea } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { SCROLL_AREA_HIDE_DELAY_MS } from "../../constants";

export type ScrollAreaProps = ComponentPropsWithoutRef<typeof ThemesScrollArea>;

/**
 * A scrolling region with thin, themed scrollbars that appear on hover and hide 600 ms after.
 * Give it a height (or max height) and, when it holds more than decoration, an `aria-label`.
 */
export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaProps>(function ScrollArea(
  { type = "hover", scrollHideDelay = SCROLL_AREA_HIDE_DELAY_MS, ...props },
  ref,
) {
  return <ThemesScrollArea ref={ref} type={type} scrollHideDelay={scrollHideDelay} {...props} />;
});
