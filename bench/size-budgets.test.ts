import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { measureAll, pageScripts, type SizeFigure, withinBudget } from "./src/size-budgets";

// Measured from the built outputs: the test task depends on the builds (bench/turbo.json).
const figures = await measureAll();

describe("shipped sizes stay within their gzipped budgets", () => {
  it.each(figures.map((figure): [string, SizeFigure] => [figure.name, figure]))(
    "%s",
    (_name, figure) => {
      expect(figure.gzipBytes).toBeGreaterThan(0);
      expect(withinBudget(figure), `${figure.gzipBytes} B > ${figure.budgetGzipBytes} B`).toBe(
        true,
      );
    },
  );
});

describe("the /embed page's figure", () => {
  it("counts React, which the page ships itself", () => {
    const distDir = join(import.meta.dirname, "../apps/embed-host/dist");
    const code = pageScripts(distDir, "embed.html", { followDynamicImports: true })
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    // React DOM's production build links to its error decoder; the widget's own code does not.
    expect(code).toContain("react.dev/errors/");
  });
});

describe("the back-office's CSS figure", () => {
  it("counts @org/ui's stylesheet with the Radix Themes it draws with, and the app's utilities", () => {
    const assetsDir = join(import.meta.dirname, "../apps/admin/dist/assets");
    const css = readdirSync(assetsDir)
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(join(assetsDir, file), "utf8"))
      .join("\n");
    expect(css).toContain(".rt-Button");
    expect(css).toContain("--indigo-9:");
    expect(css).toContain(".ui-sidebar");
    expect(css).toContain(".pending-bar-fill");
  });
});
