import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** A rule axe found broken, with the elements that break it. */
export interface Violation {
  rule: string;
  impact: string;
  elements: string[];
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The serious and critical axe violations of what the page shows now, frames included; only of
 * the part matching `include` when given.
 */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      elements: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

export const COLOR_SCHEMES = ["light", "dark"] as const;
