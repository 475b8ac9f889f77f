import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FONT_STORAGE_KEY, THEME_STORAGE_KEY } from "../constants";
import { useFont, useTheme } from "./theme-context";
import { ThemeProvider } from "./theme-provider";

function Probe() {
  const { theme, setTheme } = useTheme();
  const { font } = useFont();
  return (
    <button type="button" onClick={() => setTheme("dark")}>
      {theme}/{font}
    </button>
  );
}

describe("ThemeProvider", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("starts from the stored preferences", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    localStorage.setItem(FONT_STORAGE_KEY, "manrope");
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button")).toHaveProperty("textContent", "dark/manrope");
  });

  it("leaves storage alone when the theme is controlled", () => {
    render(
      <ThemeProvider theme="light" onThemeChange={() => {}}>
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole("button").click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole("button")).toHaveProperty("textContent", "light/inter");
  });

  it("refuses hooks used outside a provider, naming the missing provider", () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow("useTheme must be used inside a ThemeProvider.");
    } finally {
      console.error = quiet;
    }
  });
});
