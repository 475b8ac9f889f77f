import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** A rule axe found broken, with the elements that break it. */
export interface Violation {
  rule: string;
  impact: string;
  elements: string[];
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The serious and critical axe violations of what the page shows now, frames included. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      elements: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

export const COLOR_SCHEMES = ["light", "dark"] as const;
