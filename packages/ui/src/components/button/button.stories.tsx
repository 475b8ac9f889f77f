import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { oneOf } from "../../testing/story-parameters";
import { Button } from "./button";
import { buttonSizes, buttonVariants } from "./button.props";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Save changes", onClick: fn(), disabled: false, loading: false },
  argTypes: {
    variant: oneOf(buttonVariants),
    size: oneOf(buttonSizes),
    disabled: { description: "Greyed out, skipped by Tab and by clicks.", control: "boolean" },
    loading: {
      description: "A spinner replaces the label, at the same width; the button is disabled.",
      control: "boolean",
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Save changes" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of buttonVariants) {
      await expect(canvas.getByRole("button", { name: variant })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole("button", { name: "sm" }).getBoundingClientRect();
    const large = canvas.getByRole("button", { name: "lg" }).getBoundingClientRect();
    await expect(large.height).toBeGreaterThan(small.height);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Save changes" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading wins over `disabled={false}`: a form that enables its button once changed cannot send twice. */
export const Loading: Story = {
  args: { loading: true, disabled: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Tab from one variant to the next: each shows the same ring, the destructive one included. */
/** A long French label in a narrow column wraps, and the button grows to hold every line. */
export const LongFrenchText: Story = {
  args: { children: "Enregistrer les modifications et prévenir les administrateurs du compte" },
  render: (args) => (
    <div className="w-60">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole("button");
    const column = canvasElement.querySelector(".w-60") as HTMLElement;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    // Every line of the label is inside the button, none cut above or below it.
    await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight);
  },
};

export const FocusVisible: Story = {
  render: Variants.render,
  play: async ({ canvas }) => {
    for (const variant of buttonVariants) {
      await userEvent.tab();
      const button = canvas.getByRole("button", { name: variant });
      await expect(button).toHaveFocus();
      await expectFocusRing(button);
    }
  },
};

export const FocusVisibleDark: Story = {
  ...FocusVisible,
  globals: { theme: "dark" },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: "dark" },
};
