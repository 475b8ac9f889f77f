import { Tabs as ThemesTabs } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { cx } from "../../lib/class-names";

/**
 * The row of tabs. It scrolls sideways inside its own box when the tabs are wider than the
 * screen, and never widens its container (its own width is not counted), so a page with many tabs
 * does not scroll sideways on a phone.
 */
const TabsList = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof ThemesTabs.List>>(
  function TabsList({ className, ...props }, ref) {
    return (
      <ThemesTabs.List ref={ref} className={cx("[contain:inline-size]", className)} {...props} />
    );
  },
);

/**
 * Panels shown one at a time: `Tabs.Root`, `.List`, `.Trigger`, `.Content`. Arrow keys move
 * between tabs, Home and End jump to the ends, and each panel is labelled by its tab.
 */
export const Tabs = { ...ThemesTabs, List: TabsList };
