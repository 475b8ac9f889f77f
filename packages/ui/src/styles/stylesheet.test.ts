// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postcss, { type AtRule, type Node, type Rule } from "postcss";
import { beforeAll, describe, expect, it } from "vitest";
import { importedComponents, outputFile, radixThemesCss } from "../../scripts/radix-themes-css.mjs";

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

  it("builds its utilities with the Tailwind theme it exports", () => {
    expect(css).toMatch(/\.text-muted-foreground\s*{\s*color: var\(--ui-color-muted-foreground\)/);
    // Tailwind's own palette is dropped: only the product's colours have utilities.
    expect(css).not.toContain("--color-red-500");
  });

  it("carries the Radix Themes styles of the components it renders, and not the others", () => {
    for (const component of ["Button", "BaseDialogContent", "SelectTrigger", "Spinner"]) {
      expect(css).toContain(`.rt-${component}`);
    }
    for (const component of ["SegmentedControlRoot", "CalloutRoot", "DataListRoot", "SliderRoot"]) {
      expect(css).not.toContain(`.rt-${component}`);
    }
    // Breakpoint variants serve responsive prop values, which no component passes.
    expect(css).not.toContain("md\\:rt-r-size-2");
  });

  it("carries the colour scales the theme and the components name, and no other", () => {
    const named = colourScalesNamed();
    expect(named).toEqual(expect.arrayContaining(["indigo", "slate"]));
    for (const scale of named) expect(css, `the ${scale} scale`).toContain(`--${scale}-9:`);
    for (const scale of ["tomato", "crimson", "teal", "mauve", "blue"]) {
      expect(css).not.toContain(`--${scale}-9:`);
    }
  });
});

/** Radix colours named in the sources: the theme's accent and gray, and `color` of components. */
function colourScalesNamed(): string[] {
  const sources = filesUnder(join(packageRoot, "src"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const named = [
    ...sources.matchAll(/\b(?:accentColor|grayColor|color)\s*(?:=|:)\s*\{?\s*"([a-z]+)"/g),
  ].map((match) => match[1] as string);
  // "gray" is the theme's gray scale (slate), not a scale of its own.
  return [...new Set(named)].filter((name) => name !== "gray").sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("the Radix Themes part of the stylesheet (src/styles/radix-themes.css)", () => {
  it("is what scripts/radix-themes-css.mjs makes of the Radix components the sources import", () => {
    expect(
      readFileSync(outputFile, "utf8") === radixThemesCss(),
      "src/styles/radix-themes.css is out of date: run `node scripts/radix-themes-css.mjs`",
    ).toBe(true);
  });

  it("finds the components the sources import", () => {
    expect(importedComponents()).toEqual(
      expect.arrayContaining(["Button", "Dialog", "Select", "Tabs", "Theme", "Tooltip"]),
    );
  });
});
