// Parameters shared by stories (never part of the published bundle).

/**
 * For stories that end with a modal layer open (dialog, menu, listbox): the layer hides the rest
 * of the page with aria-hidden while it traps focus, which the aria-hidden-focus rule cannot see.
 * Every other accessibility rule still runs, on the open layer included.
 */
export const openModalLayerA11y = {
  a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
};

/**
 * The argType of a prop that takes one of `values`: a control offering them, and the union the
 * Docs page's table shows (its generated type would read `(typeof values)[number]`).
 */
export function oneOf<Value extends string>(values: readonly Value[]) {
  return {
    control: values.length > 3 ? "select" : "inline-radio",
    options: values,
    table: { type: { summary: values.map((value) => `"${value}"`).join(" | ") } },
  } as const;
}
