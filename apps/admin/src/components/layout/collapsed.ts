// Collapsed to icons, the sidebar is a rail of 3rem: its entries shrink to 2rem squares and what
// only makes sense beside a label leaves. (Whole class names, so that Tailwind finds them.)

/** An element that leaves when the sidebar is collapsed to icons, pushed to the end of its row. */
export const COLLAPSED_HIDDEN = "ml-auto [.ui-sidebar[data-collapsible=icon]_&]:hidden";

/** A navigation entry: a square around its icon when collapsed. */
export const COLLAPSED_ENTRY = "[.ui-sidebar[data-collapsible=icon]_&]:size-8";

/** An entry led by a logo or an avatar: just the picture when collapsed. */
export const COLLAPSED_FIGURE_ENTRY =
  "h-12 [.ui-sidebar[data-collapsible=icon]_&]:size-8 [.ui-sidebar[data-collapsible=icon]_&]:p-0";
