import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { Switch } from "./switch";

const meta = {
  title: "Components/Switch",
  component: Switch,
  args: { label: "Assistant active", onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole("switch", { name: "Assistant active" });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole("switch");
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch")).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch")).toBeDisabled();
  },
};

/** A label of several lines wraps beside the switch. */
export const LongFrenchText: Story = {
  args: { label: "Afficher les sources consultées sous chaque réponse de l’assistant" },
  render: (args) => (
    <div className="w-60">
      <Switch {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const control = canvas.getByRole("switch", { name: /^Afficher les sources/ });
    const column = canvasElement.querySelector(".w-60") as HTMLElement;
    const label = control.closest("label") as HTMLElement;
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
    await expect(control.getBoundingClientRect().width).toBeLessThan(60);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole("switch", { name: "Assistant active" });
    await expect(control).toHaveFocus();
    await expectFocusRing(control, "::before");
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: Default.play,
};
