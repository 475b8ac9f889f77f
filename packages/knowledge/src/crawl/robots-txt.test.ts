import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "./robots-txt";

const site = "https://site.example";

describe("parseRobotsTxt", () => {
  const robots = `
# comments are ignored
User-agent: *
Disallow: /prive/
Allow: /prive/public-
Disallow: /*.pdf$
Disallow: /recherche?

User-agent: OtherBot
Disallow: /
`;

  it("applies the * group with the longest match, Allow winning ties", () => {
    const rules = parseRobotsTxt(robots, "AssistantIA-Bot");
    expect(rules.isAllowed(`${site}/`)).toBe(true);
    expect(rules.isAllowed(`${site}/prive/dossier`)).toBe(false);
    expect(rules.isAllowed(`${site}/prive/public-horaires`)).toBe(true);
    expect(rules.isAllowed(`${site}/docs/plan.pdf`)).toBe(false);
    expect(rules.isAllowed(`${site}/docs/plan.pdf.html`)).toBe(true);
    expect(rules.isAllowed(`${site}/recherche?q=ecole`)).toBe(false);
    expect(rules.isAllowed(`${site}/recherche`)).toBe(true);
    expect(rules.isAllowed(`${site}/robots.txt`)).toBe(true);
  });

  it("compares paths and rules in one percent-encoding, whichever the site wrote", () => {
    const rules = parseRobotsTxt(
      "User-agent: *\nDisallow: /café\nDisallow: /%7Eadmin/\nDisallow: /a%2fb\nAllow: /caf%c3%a9/menu\n",
      "AssistantIA-Bot",
    );
    expect(rules.isAllowed(`${site}/café/horaires`)).toBe(false);
    expect(rules.isAllowed(`${site}/caf%C3%A9/horaires`)).toBe(false);
    expect(rules.isAllowed(`${site}/caf%c3%a9/horaires`)).toBe(false);
    expect(rules.isAllowed(`${site}/café/menu`)).toBe(true);
    expect(rules.isAllowed(`${site}/cafe/horaires`)).toBe(true);
    expect(rules.isAllowed(`${site}/~admin/users`)).toBe(false);
    expect(rules.isAllowed(`${site}/%7eadmin/users`)).toBe(false);
    // An encoded slash is not a slash: it stays an escape on both sides.
    expect(rules.isAllowed(`${site}/a%2Fb`)).toBe(false);
    expect(rules.isAllowed(`${site}/a/b`)).toBe(true);
  });

  it("prefers the group naming our agent, case-insensitively, over *", () => {
    const rules = parseRobotsTxt(
      `User-agent: *\nDisallow: /\n\nUser-agent: assistantia-bot\nUser-agent: x\nDisallow: /admin\n`,
      "AssistantIA-Bot",
    );
    expect(rules.isAllowed(`${site}/page`)).toBe(true);
    expect(rules.isAllowed(`${site}/admin/users`)).toBe(false);
  });

  it("allows everything when no rule applies", () => {
    expect(parseRobotsTxt("", "AssistantIA-Bot").isAllowed(`${site}/x`)).toBe(true);
    expect(parseRobotsTxt("User-agent: *\nDisallow:\n", "A").isAllowed(`${site}/x`)).toBe(true);
    expect(parseRobotsTxt("User-agent: Other\nDisallow: /\n", "A").isAllowed(`${site}/x`)).toBe(
      true,
    );
  });

  it("lets an equally long Allow beat Disallow", () => {
    const rules = parseRobotsTxt("User-agent: *\nDisallow: /page\nAllow: /page\n", "A");
    expect(rules.isAllowed(`${site}/page`)).toBe(true);
  });
});
