// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { widgetTokensCss } from "./widget-tokens";

/** The formatter may wrap long values and normalise quotes: compare what the CSS means. */
function meaning(css: string): string {
  return css.replace(/'/g, '"').replace(/\s+/g, " ").trim();
}

it("ships the design system's current tokens (run the tokens script after changing them)", () => {
  const shipped = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");
  expect(meaning(shipped)).toBe(meaning(widgetTokensCss()));
});
