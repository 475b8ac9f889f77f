import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { Textarea } from "./textarea";

const meta = {
  title: "Components/Textarea",
  component: Textarea,
  args: { "aria-label": "System prompt", placeholder: "You are a helpful assistant..." },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "System prompt" });
    await userEvent.type(textarea, "First line{Enter}Second line");
    await expect(textarea).toHaveValue("First line\nSecond line");
  },
};

export const FixedHeight: Story = {
  args: { resize: "none", rows: 2 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "System prompt" });
    await expect(getComputedStyle(textarea).resize).toBe("none");
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "System prompt" });
    await expect(textarea).toBeInvalid();
    await expect(getComputedStyle(textarea.parentElement as HTMLElement).boxShadow).toContain(
      "inset",
    );
    // Focused, it keeps its red border and gets the focus ring of every field around it.
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await expectFocusRing(textarea.parentElement as HTMLElement);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "System prompt" })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const textarea = canvas.getByRole("textbox", { name: "System prompt" });
    await expect(textarea).toHaveFocus();
    await expectFocusRing(textarea.parentElement as HTMLElement);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: Default.play,
};
