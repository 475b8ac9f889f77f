// What a keyboard user must see on the focused control, checked in stories (never part of the
// published bundle).
import { expect } from "storybook/test";

/**
 * A focus indicator is a part of the control that must stand out from what surrounds it: WCAG's
 * non-text contrast asks 3:1 against the adjacent colour, here the page background.
 */
const FOCUS_RING_MIN_CONTRAST = 3;

/** The colour a CSS value resolves to at `element`'s place in the page, as `rgb(r, g, b)`. */
export function resolvedColor(element: Element, value: string): string {
  const probe = document.createElement("span");
  probe.style.color = value;
  (element.parentElement ?? element).append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

function relativeLuminance(color: string): number {
  const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG's contrast ratio of two `rgb()` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * Checks the focus ring drawn on `element` (or on its `::before`, where Radix draws the ring of
 * checkboxes and switches): a solid line of 2 px or more, in the ring token's colour, that stands
 * out from the page background.
 */
export async function expectFocusRing(element: Element, pseudoElement?: "::before") {
  const style = getComputedStyle(element, pseudoElement);
  await expect(style.outlineStyle).toBe("solid");
  await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  await expect(style.outlineColor).toBe(resolvedColor(element, "var(--ui-color-ring)"));
  const background = resolvedColor(element, "var(--ui-color-background)");
  await expect(contrastRatio(style.outlineColor, background)).toBeGreaterThanOrEqual(
    FOCUS_RING_MIN_CONTRAST,
  );
}
