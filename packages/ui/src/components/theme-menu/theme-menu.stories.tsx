import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { DARK_THEME_COLOR, THEME_STORAGE_KEY } from "../../constants";
import { openModalLayerA11y } from "../../testing/story-parameters";
import { ThemeProvider } from "../../theme/theme-provider";
import { ThemeMenu } from "./theme-menu";

const meta = {
  title: "Components/ThemeMenu",
  component: ThemeMenu,
  parameters: { ownThemeProvider: true },
  decorators: [
    (Story) => (
      <ThemeProvider defaultTheme="light">
        <div className="flex justify-end p-4">
          <Story />
        </div>
      </ThemeProvider>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
  },
} satisfies Meta<typeof ThemeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseDark: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change theme" }));
    await expect(await screen.findByRole("menuitemradio", { name: "Light" })).toBeChecked();
    await userEvent.click(screen.getByRole("menuitemradio", { name: "Dark" }));
    await expect(canvasElement.querySelector(".radix-themes")).toHaveClass("dark");
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    await waitFor(() =>
      expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
        "content",
        DARK_THEME_COLOR,
      ),
    );
  },
};

export const ChooseSystemWithKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Change theme" }).focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
  },
};

export const Open: Story = {
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change theme" }));
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const FrenchLabels: Story = {
  args: { label: "Thème", choiceLabels: { light: "Clair", dark: "Sombre", system: "Système" } },
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Thème" }));
    const dark = await screen.findByRole("menuitemradio", { name: "Sombre" });
    await waitFor(() => expect(dark).toBeVisible());
  },
};
