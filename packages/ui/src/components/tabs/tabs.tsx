import { Tabs as ThemesTabs } from "@radix-ui/themes";

/**
 * Panels shown one at a time: `Tabs.Root`, `.List`, `.Trigger`, `.Content`. Arrow keys move
 * between tabs, Home and End jump to the ends, and each panel is labelled by its tab.
 */
export const Tabs = ThemesTabs;
