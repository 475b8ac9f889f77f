import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Components/Skeleton",
  component: Skeleton,
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Skeleton {...args}>
        <p className="m-0 text-lg">Base de connaissances</p>
      </Skeleton>
      <Skeleton {...args} width="60%" height="14px" />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const placeholders = canvasElement.querySelectorAll(".rt-Skeleton");
    await expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) {
      await expect(placeholder).toHaveAttribute("aria-hidden", "true");
      await expect(placeholder).toHaveAttribute("tabindex", "-1");
    }
  },
};

export const Loaded: Story = {
  args: { loading: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Base de connaissances")).toBeVisible();
    await expect(canvasElement.querySelectorAll(".rt-Skeleton")).toHaveLength(0);
  },
};

export const Dark: Story = {
  ...Loading,
  globals: { theme: "dark" },
};
