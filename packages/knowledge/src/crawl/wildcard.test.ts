import { describe, expect, it } from "vitest";
import { isIgnored } from "./crawl-scope";
import { parseRobotsTxt } from "./robots-txt";
import { wildcard } from "./wildcard";

/** The plain reading of a `*` pattern as a regular expression: right, but exponential at worst. */
function reference(pattern: string, anchoredEnd: boolean, text: string): boolean {
  const body = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchoredEnd ? "$" : ""}`).test(text);
}

describe("wildcard", () => {
  it("matches as the regular expression reading does, on every pattern of a small alphabet", () => {
    const alphabet = ["a", "b", "*"];
    const patterns: string[] = [""];
    for (let length = 1; length <= 5; length++) {
      for (const pattern of patterns.filter((p) => p.length === length - 1)) {
        for (const letter of alphabet) patterns.push(pattern + letter);
      }
    }
    const texts = ["", "a", "b", "ab", "ba", "aab", "abab", "bbaab", "ababab"];
    let compared = 0;
    for (const pattern of patterns) {
      for (const anchoredEnd of [true, false]) {
        const compiled = wildcard(pattern, { anchoredEnd });
        for (const text of texts) {
          expect(compiled.test(text), `${pattern} ${anchoredEnd} ${text}`).toBe(
            reference(pattern, anchoredEnd, text),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(6000);
  });

  it("answers patterns that would stall a regular expression for hours", () => {
    // Each would backtrack for longer than the test's time limit as a regular expression.
    const address = `https://site.example/${"a".repeat(2000)}`;
    expect(isIgnored(address, ["*a*a*a*a*a*a*a*a*a*a*a*a*b"])).toBe(false);
    expect(isIgnored(`${address}b`, ["*a*a*a*a*a*a*a*a*a*a*a*a*b"])).toBe(true);
    const robots = parseRobotsTxt(
      "User-agent: *\nDisallow: /*a*a*a*a*a*a*a*a*a*a*b$\n",
      "AssistantIA-Bot",
    );
    expect(robots.isAllowed(address)).toBe(true);
    expect(robots.isAllowed(`${address}b`)).toBe(false);
  });
});
