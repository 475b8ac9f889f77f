import { TrashIcon } from "@radix-ui/react-icons";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { oneOf } from "../../testing/story-parameters";
import { buttonSizes, buttonVariants } from "../button/button.props";
import { IconButton } from "./icon-button";

const meta = {
  title: "Components/IconButton",
  component: IconButton,
  args: { "aria-label": "Delete shortcut", onClick: fn(), children: <TrashIcon aria-hidden /> },
  argTypes: { variant: oneOf(buttonVariants), size: oneOf(buttonSizes) },
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

/** Loading wins over `disabled={false}`: the spinner shows and a click does nothing. */
export const Loading: Story = {
  args: { loading: true, disabled: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Delete shortcut" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
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
