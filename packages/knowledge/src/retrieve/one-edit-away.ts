/**
 * Whether two words are at most one edit apart: a letter added, dropped or changed, and, with
 * `swaps`, two neighbouring letters swapped. One pass over the words, linear in their length.
 */
export function oneEditAway(a: string, b: string, { swaps = false } = {}): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  if (shorter.length !== longer.length) return shorter.slice(i) === longer.slice(i + 1);
  if (shorter.slice(i + 1) === longer.slice(i + 1)) return true;
  return (
    swaps &&
    shorter[i] === longer[i + 1] &&
    shorter[i + 1] === longer[i] &&
    shorter.slice(i + 2) === longer.slice(i + 2)
  );
}
