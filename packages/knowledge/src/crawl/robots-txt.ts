import { type Wildcard, wildcard } from "./wildcard";

/**
 * robots.txt as RFC 9309 reads it: the groups naming our product token (else `*`), merged; the
 * longest matching Allow/Disallow pattern decides, Allow winning a tie; `*` and a final `$` are
 * the only special characters. Patterns and addresses are compared in one percent-encoding, so
 * that `/café`, `/caf%C3%A9` and `/caf%c3%a9` are the same path, as are `/~a` and `/%7Ea`.
 */
export interface RobotsRules {
  isAllowed(url: string): boolean;
  /** The sitemap files the file names (`Sitemap:` lines, which belong to no group). */
  sitemaps: readonly string[];
}

interface Rule {
  allow: boolean;
  length: number;
  pattern: Wildcard;
}

export const ALLOW_ALL: RobotsRules = { isAllowed: () => true, sitemaps: [] };
export const DISALLOW_ALL: RobotsRules = { isAllowed: () => false, sitemaps: [] };

export function parseRobotsTxt(text: string, productToken: string): RobotsRules {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  let lastWasAgent = false;
  const sitemaps: string[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const separator = line.indexOf(":");
    if (separator < 0) continue;
    const field = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (field === "sitemap") {
      if (value !== "") sitemaps.push(value);
      continue;
    }
    if (field === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current || (field !== "allow" && field !== "disallow") || value === "") continue;
    const pattern = samePercentEncoding(value);
    current.rules.push({
      allow: field === "allow",
      length: pattern.length,
      pattern: toPattern(pattern),
    });
  }

  const token = productToken.toLowerCase();
  const own = groups.filter((group) => group.agents.includes(token));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes("*"));
  // Longest first, Allow first among equals: the first rule that matches decides.
  const rules = chosen
    .flatMap((group) => group.rules)
    .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  if (rules.length === 0) return { ...ALLOW_ALL, sitemaps };

  return {
    sitemaps,
    isAllowed(url: string) {
      const { pathname, search } = new URL(url);
      if (pathname === "/robots.txt") return true;
      const target = samePercentEncoding(pathname + search);
      return rules.find((rule) => rule.pattern.test(target))?.allow ?? true;
    },
  };
}

function toPattern(pattern: string): Wildcard {
  const anchoredEnd = pattern.endsWith("$");
  return wildcard(anchoredEnd ? pattern.slice(0, -1) : pattern, { anchoredEnd });
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * One spelling of a path for comparison (RFC 9309, 2.2.2): characters outside ASCII written as
 * percent-encoded UTF-8, escapes of unreserved characters decoded, the other escapes in upper case.
 */
function samePercentEncoding(path: string): string {
  const encoded = path
    .replace(/\p{Surrogate}/gu, "\uFFFD")
    .replace(/[^\p{ASCII}]+/gu, (characters) => encodeURIComponent(characters));
  return encoded.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}
