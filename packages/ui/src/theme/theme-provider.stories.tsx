import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { Button } from "../components/button/button";
import { Card } from "../components/card/card";
import {
  BACK_OFFICE_DEFAULT_THEME,
  DARK_THEME_COLOR,
  FONT_STORAGE_KEY,
  LIGHT_THEME_COLOR,
  THEME_STORAGE_KEY,
} from "../constants";
import { useFont, useTheme } from "./theme-context";
import { ThemeProvider } from "./theme-provider";

function PreferencesPanel() {
  const { theme, resolvedTheme, setTheme, themes } = useTheme();
  const { font, setFont, fonts } = useFont();
  return (
    <Card className="m-4 max-w-md">
      <p className="mt-0">
        Theme: <strong data-testid="theme">{theme}</strong> (shown as{" "}
        <strong data-testid="resolved-theme">{resolvedTheme}</strong>)
      </p>
      <div className="flex gap-2">
        {themes.map((choice) => (
          <Button key={choice} variant="outline" onClick={() => setTheme(choice)}>
            {`Theme ${choice}`}
          </Button>
        ))}
      </div>
      <p>
        Font: <strong data-testid="font">{font}</strong>
      </p>
      <div className="flex gap-2">
        {fonts.map((choice) => (
          <Button key={choice} variant="outline" onClick={() => setFont(choice)}>
            {`Font ${choice}`}
          </Button>
        ))}
      </div>
    </Card>
  );
}

function forgetPreferences() {
  localStorage.removeItem(THEME_STORAGE_KEY);
  localStorage.removeItem(FONT_STORAGE_KEY);
}

function themeColorMeta() {
  return document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
}

const meta = {
  title: "Foundations/ThemeProvider",
  component: ThemeProvider,
  parameters: { ownThemeProvider: true },
  args: { children: <PreferencesPanel /> },
  beforeEach: forgetPreferences,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SystemByDefault: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId("theme")).toHaveTextContent("system");
    const systemDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    const expected = systemDark ? "dark" : "light";
    await expect(canvas.getByTestId("resolved-theme")).toHaveTextContent(expected);
    await expect(canvasElement.querySelector(".radix-themes")).toHaveClass(expected);
    await expect(canvas.getByTestId("font")).toHaveTextContent("inter");
  },
};

export const BackOfficeStartsLight: Story = {
  args: { defaultTheme: BACK_OFFICE_DEFAULT_THEME },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId("theme")).toHaveTextContent("light");
    await expect(canvasElement.querySelector(".radix-themes")).toHaveClass("light");
    await waitFor(() => expect(themeColorMeta()).toBe(LIGHT_THEME_COLOR));
  },
};

export const ChoosingDarkIsRemembered: Story = {
  args: { defaultTheme: "light" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Theme dark" }));
    await expect(canvas.getByTestId("resolved-theme")).toHaveTextContent("dark");
    await expect(canvasElement.querySelector(".radix-themes")).toHaveClass("dark");
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    await waitFor(() => expect(themeColorMeta()).toBe(DARK_THEME_COLOR));

    await userEvent.click(canvas.getByRole("button", { name: "Theme light" }));
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    await waitFor(() => expect(themeColorMeta()).toBe(LIGHT_THEME_COLOR));
  },
};

export const StoredThemeWinsOverDefault: Story = {
  args: { defaultTheme: "light" },
  beforeEach: () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId("theme")).toHaveTextContent("dark");
    await expect(canvasElement.querySelector(".radix-themes")).toHaveClass("dark");
  },
};

export const UnknownStoredValueIsIgnored: Story = {
  args: { defaultTheme: "light" },
  beforeEach: () => {
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    localStorage.setItem(FONT_STORAGE_KEY, "comic-sans");
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("theme")).toHaveTextContent("light");
    await expect(canvas.getByTestId("font")).toHaveTextContent("inter");
  },
};

export const ChoosingAFontIsRememberedAndApplied: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByTestId("font");
    await userEvent.click(canvas.getByRole("button", { name: "Font manrope" }));
    await expect(text).toHaveTextContent("manrope");
    await expect(localStorage.getItem(FONT_STORAGE_KEY)).toBe("manrope");
    await expect(document.documentElement.dataset.uiFont).toBe("manrope");
    await waitFor(() => expect(getComputedStyle(text).fontFamily).toContain("Manrope"));

    await userEvent.click(canvas.getByRole("button", { name: "Font system" }));
    await waitFor(() => expect(getComputedStyle(text).fontFamily).toContain("system-ui"));
    await userEvent.click(canvas.getByRole("button", { name: "Font inter" }));
    await waitFor(() => expect(getComputedStyle(text).fontFamily).toContain("Inter"));
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector(".radix-themes");
    await expect(root).toHaveClass("dark");
    // The dark page background is the colour announced to the browser.
    await expect(getComputedStyle(root as Element).backgroundColor).toBe("rgb(2, 8, 23)");
  },
};
