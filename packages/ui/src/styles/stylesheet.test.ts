// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postcss, { type AtRule, type Node, type Rule } from "postcss";
import { beforeAll, describe, expect, it } from "vitest";

const packageRoot = fileURLToPath(new URL("../..", import.meta.url));

function buildStylesheet(): string {
  const output = join(mkdtempSync(join(tmpdir(), "ui-css-")), "styles.css");
  execFileSync(
    join(packageRoot, "node_modules/.bin/tailwindcss"),
    ["-i", "src/styles/index.css", "-o", output],
    { cwd: packageRoot, stdio: "pipe" },
  );
  return readFileSync(output, "utf8");
}

function insideKeyframes(rule: Rule): boolean {
  let parent: Node | undefined = rule.parent;
  while (parent) {
    if (parent.type === "atrule" && /keyframes$/.test((parent as AtRule).name)) return true;
    parent = parent.parent;
  }
  return false;
}

/** A selector that can match an element of any page: no class and no attribute in it. */
function isUnscoped(selector: string): boolean {
  return !selector.includes(".") && !selector.includes("[");
}

describe("the published stylesheet", () => {
  let css: string;
  beforeAll(() => {
    css = buildStylesheet();
  }, 60_000);

  it("styles no element of a host page outside the theme root: unscoped rules only set variables", () => {
    const leaks: string[] = [];
    postcss.parse(css).walkRules((rule) => {
      if (insideKeyframes(rule) || !rule.selectors.some(isUnscoped)) return;
      rule.walkDecls((declaration) => {
        if (!declaration.prop.startsWith("--"))
          leaks.push(`${rule.selector} { ${declaration.prop} }`);
      });
    });
    expect(leaks).toEqual([]);
  });

  it("declares the cascade layers in order, Radix Themes below components and utilities", () => {
    expect(css).toContain("@layer theme, base, radix, components, utilities;");
    expect(css).toMatch(/@layer radix\s*{/);
  });

  it("carries the design tokens and the component styles", () => {
    expect(css).toContain("--ui-color-primary: #3e63dd");
    expect(css).toContain(".ui-sidebar");
    expect(css).toContain(".ui-toast-viewport");
  });
});
