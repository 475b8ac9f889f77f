import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { PasswordInput } from "./password-input";

const meta = {
  title: "Components/PasswordInput",
  component: PasswordInput,
  args: { "aria-label": "Password", placeholder: "********" },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function passwordField(canvasElement: HTMLElement) {
  return canvasElement.querySelector("input") as HTMLInputElement;
}

export const HiddenByDefault: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordField(canvasElement);
    await userEvent.type(input, "s3cret!");
    await expect(input).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const ShowAndHide: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordField(canvasElement);
    await userEvent.type(input, "s3cret!");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("textbox", { name: "Password" })).toHaveValue("s3cret!");
    const toggle = canvas.getByRole("button", { name: "Hide password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "password");
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordField(canvasElement);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "text");
  },
};

export const FrenchLabels: Story = {
  args: {
    "aria-label": "Mot de passe",
    showLabel: "Afficher le mot de passe",
    hideLabel: "Masquer le mot de passe",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Afficher le mot de passe" }));
    await expect(canvas.getByRole("button", { name: "Masquer le mot de passe" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordField(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Show password" })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: ShowAndHide.play,
};
