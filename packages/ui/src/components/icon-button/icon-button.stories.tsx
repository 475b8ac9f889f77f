import { TrashIcon } from "@radix-ui/react-icons";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { IconButton } from "./icon-button";

const meta = {
  title: "Components/IconButton",
  component: IconButton,
  args: { "aria-label": "Delete shortcut", onClick: fn(), children: <TrashIcon aria-hidden /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Delete shortcut" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Destructive: Story = {
  args: { variant: "destructive" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Delete shortcut" })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Delete shortcut" });
    await expect(button).toHaveFocus();
    await expectFocusRing(button);
  },
};

export const Dark: Story = {
  args: { variant: "outline" },
  globals: { theme: "dark" },
  play: Default.play,
};
