/** Classes of a sidebar element that leaves when the sidebar is collapsed to icons. */
export const COLLAPSED_HIDDEN = "ml-auto [.ui-sidebar[data-collapsible=icon]_&]:hidden";
