import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { Input, InputSlot } from "./input";

const meta = {
  title: "Components/Input",
  component: Input,
  args: { "aria-label": "Username", placeholder: "jane.doe", onChange: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Username" });
    await userEvent.type(input, "camille");
    await expect(input).toHaveValue("camille");
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

export const WithIcon: Story = {
  args: { "aria-label": "Search", placeholder: "Search..." },
  render: (args) => (
    <Input {...args}>
      <InputSlot>
        <MagnifyingGlassIcon aria-hidden />
      </InputSlot>
    </Input>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Search" });
    await expect(input.parentElement?.querySelector("svg")).toBeVisible();
    await userEvent.type(input, "bots");
    await expect(input).toHaveValue("bots");
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "x" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Username" });
    await expect(input).toBeInvalid();
    // Invalid fields carry a visible 2 px red ring, not only a colour change of the text.
    const ring = getComputedStyle(input.parentElement as HTMLElement).boxShadow;
    await expect(ring).toContain("inset");
    // Focused, it keeps that border and gets the focus ring of every field around it.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expectFocusRing(input.parentElement as HTMLElement);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "locked" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Username" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "more");
    await expect(input).toHaveValue("locked");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3">
      <Input {...args} aria-label="Small" size="sm" />
      <Input {...args} aria-label="Medium" size="md" />
      <Input {...args} aria-label="Large" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole("textbox", { name: "Small" }).getBoundingClientRect();
    const large = canvas.getByRole("textbox", { name: "Large" }).getBoundingClientRect();
    await expect(large.height).toBeGreaterThan(small.height);
  },
};

/** The ring is drawn around the whole field, slots included. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Username" });
    await expect(input).toHaveFocus();
    await expectFocusRing(input.parentElement as HTMLElement);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: Default.play,
};
