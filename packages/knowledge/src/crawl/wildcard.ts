/**
 * A pattern whose only special character is `*` (any run of characters), compiled once and
 * matched without backtracking: its literal parts are looked for left to right, each at the
 * first place it fits, which is correct for `*`-only patterns and takes time in proportion to
 * the text times the parts' lengths, never exponential (a regular expression built from such a
 * pattern can stall the process for seconds on a 30-character address).
 */
export interface Wildcard {
  /** Whether the whole of `text` matches (or its beginning, for a prefix pattern). */
  test(text: string): boolean;
}

/**
 * `anchoredEnd`: the pattern must match up to the end of the text (a glob; a robots.txt rule
 * ending with `$`); otherwise matching a beginning of the text is enough (a robots.txt rule).
 */
export function wildcard(pattern: string, { anchoredEnd }: { anchoredEnd: boolean }): Wildcard {
  const [first = "", ...rest] = pattern.split("*");
  // Without an anchored end, every part after the first is only looked for; with one, the last
  // part must also end the text.
  const last = anchoredEnd && rest.length > 0 ? (rest.pop() as string) : undefined;
  const middle = rest.filter((part) => part !== "");
  const hasWildcard = pattern.includes("*");
  return {
    test(text) {
      if (!text.startsWith(first)) return false;
      if (!hasWildcard) return !anchoredEnd || text.length === first.length;
      let at = first.length;
      for (const part of middle) {
        const found = text.indexOf(part, at);
        if (found < 0) return false;
        at = found + part.length;
      }
      return last === undefined || (text.length - last.length >= at && text.endsWith(last));
    },
  };
}
