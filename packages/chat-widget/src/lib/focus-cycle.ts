/**
 * Keeps Tab within `container`: from its last control Tab goes to its first, and Shift+Tab from
 * its first to its last, so that focus never leaves for what it hides. True when the key was
 * taken.
 */
export function keepTabWithin(
  container: HTMLElement,
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
): boolean {
  if (event.key !== "Tab") return false;
  const controls = container.querySelectorAll<HTMLElement>(
    "a[href],button:not([disabled]),input:not([disabled]),textarea:not([disabled])",
  );
  const [from, to] = event.shiftKey ? [0, controls.length - 1] : [controls.length - 1, 0];
  if (controls.length === 0 || document.activeElement !== controls[from]) return false;
  controls[to]?.focus();
  event.preventDefault();
  return true;
}
