import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Separator } from "./separator";

const meta = {
  title: "Components/Separator",
  component: Separator,
  render: (args) => (
    <div className="max-w-sm text-sm">
      <p className="m-0">Tableau de bord</p>
      <Separator {...args} my="3" />
      <p className="m-0">Utilisateurs</p>
    </div>
  ),
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("separator")).toBeNull();
  },
};

export const Announced: Story = {
  args: { decorative: false },
  play: async ({ canvas }) => {
    const line = canvas.getByRole("separator");
    // Horizontal is the implicit orientation of a separator.
    await expect(line).not.toHaveAttribute("aria-orientation");
    await expect(line.getBoundingClientRect().width).toBeGreaterThan(
      line.getBoundingClientRect().height,
    );
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical", decorative: false, size: "2" },
  render: (args) => (
    <div className="flex h-6 items-center gap-3 text-sm">
      <span>Light</span>
      <Separator {...args} />
      <span>Dark</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByRole("separator");
    await expect(line).toHaveAttribute("aria-orientation", "vertical");
    await expect(line.getBoundingClientRect().height).toBeGreaterThan(
      line.getBoundingClientRect().width,
    );
  },
};

export const Dark: Story = {
  ...Announced,
  globals: { theme: "dark" },
};
