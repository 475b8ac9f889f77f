/** What a keyboard user reaches with Tab. */
const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The part of the page focus stays in when what had it is gone: never the skip link above it. */
const REGION = "main, nav, aside, header, footer, [role='dialog'], [role='alertdialog']";

/** Where focus goes back when a modal layer closes. */
export interface FocusReturn {
  /** What had focus when the layer opened. */
  opener: HTMLElement;
  /** If the opener is gone by then (its row was deleted): what followed it, then what preceded it. */
  fallbacks: HTMLElement[];
}

/**
 * An item of a menu closes with the menu as the dialog it opens appears: the button that opened
 * the menu stands for it (a menu is labelled by its button).
 */
function outsideMenus(element: Element): Element | null {
  let current: Element | null = element;
  for (let menu = current.closest("[role='menu']"); menu; menu = current.closest("[role='menu']")) {
    const buttonId = menu.getAttribute("aria-labelledby");
    current = buttonId ? menu.ownerDocument.getElementById(buttonId) : null;
    if (!current) return null;
  }
  return current;
}

/** Remembers what has focus now, as a modal layer opens. */
export function captureFocusReturn(doc: Document = document): FocusReturn | null {
  const active = doc.activeElement;
  if (!active || active === doc.body) return null;
  const opener = outsideMenus(active);
  if (!(opener instanceof HTMLElement)) return null;
  const region = opener.closest(REGION) ?? doc.body;
  const tabbable = Array.from(region.querySelectorAll<HTMLElement>(TABBABLE));
  const index = tabbable.indexOf(opener);
  const fallbacks =
    index < 0 ? [] : [...tabbable.slice(index + 1), ...tabbable.slice(0, index).reverse()];
  return { opener, fallbacks };
}

function canTakeFocus(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    !element.matches(":disabled") &&
    element.closest("[inert], [hidden]") === null
  );
}

/** Gives focus back to the opener, or to its nearest neighbour still there; false if none is. */
export function restoreFocus({ opener, fallbacks }: FocusReturn): boolean {
  const target = [opener, ...fallbacks].find(canTakeFocus);
  target?.focus();
  return target !== undefined;
}
