/** The ids picked with `id` picked or not, as its box was just checked or unchecked. */
export function withPick(
  picked: ReadonlySet<number>,
  id: number,
  checked: boolean | "indeterminate",
): ReadonlySet<number> {
  const next = new Set(picked);
  if (checked === true) next.add(id);
  else next.delete(id);
  return next;
}
