/** What Tab may reach inside an element: its enabled controls and links, in document order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab within `container`: from its last focusable element Tab goes to its first, and
 * Shift+Tab from its first to its last, so that focus never leaves for what it hides. True when
 * the key was taken.
 */
export function keepTabWithin(
  container: HTMLElement,
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
): boolean {
  if (event.key !== "Tab") return false;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], [inert]"),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return false;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    first.focus();
  } else {
    return false;
  }
  event.preventDefault();
  return true;
}
