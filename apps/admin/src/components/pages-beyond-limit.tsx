/**
 * What a crawl that stopped at its page limit left: the pages of the site it found but did not
 * read. Null when it read every page it found.
 */
function pagesBeyondLimitText(count: number): string | null {
  if (count <= 0) return null;
  const plural = count > 1 ? "s" : "";
  return `${count.toLocaleString("fr-FR")} page${plural} non lue${plural}\u00a0: limite atteinte`;
}

/**
 * Says, on a task or a knowledge base, that its crawl did not read the whole site because it
 * reached its page limit; nothing when it read every page it found.
 */
export function PagesBeyondLimit({ count }: { count: number }) {
  const text = pagesBeyondLimitText(count);
  if (text === null) return null;
  return <span className="text-xs font-medium">{text}</span>;
}
