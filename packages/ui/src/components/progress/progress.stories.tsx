import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Progress } from "./progress";

const meta = {
  title: "Components/Progress",
  component: Progress,
  args: { "aria-label": "Crawling sub-addresses", value: 40 },
  render: (args) => (
    <div className="max-w-sm">
      <Progress {...args} />
    </div>
  ),
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Crawling sub-addresses" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
  },
};

export const OutOfAMaximum: Story = {
  args: { value: 3, max: 12 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "3");
    await expect(bar).toHaveAttribute("aria-valuemax", "12");
  },
};

export const Indeterminate: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
  },
};

export const Dark: Story = {
  ...Partial,
  globals: { theme: "dark" },
};
