import { describe, expect, it } from "vitest";
import { colorSchemes, cssVariable, tokensToCss } from "./index";

describe("design tokens", () => {
  it("ship as CSS custom properties that match the TypeScript values", async () => {
    await expect(tokensToCss()).toMatchFileSnapshot("./tokens.css");
  });

  it("give light and dark the same colour names", () => {
    expect(Object.keys(colorSchemes.dark).sort()).toEqual(Object.keys(colorSchemes.light).sort());
  });

  it("name variables in kebab case under one prefix", () => {
    expect(cssVariable("color", "primaryForeground")).toBe("--ui-color-primary-foreground");
    expect(tokensToCss()).toContain("--ui-color-primary-foreground: #ffffff;");
  });

  it("declare only custom properties, so a host page is left untouched", () => {
    const declarations = tokensToCss()
      .split("\n")
      .filter((line) => line.includes(":") && !line.includes("{"));
    expect(declarations.every((line) => line.trim().startsWith("--ui-"))).toBe(true);
  });
});
