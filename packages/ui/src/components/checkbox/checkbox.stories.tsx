import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: { label: "Crawl sub-addresses", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Crawl sub-addresses" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const LabelToggles: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Crawl sub-addresses"));
    await expect(canvas.getByRole("checkbox")).toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox")).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox")).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: "indeterminate", label: "Select all" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Select all" })).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox");
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** A label of several lines wraps beside the box, which stays at the top and clickable. */
export const LongFrenchText: Story = {
  args: {
    label:
      "Explorer aussi les sous-adresses du site, jusqu’à la profondeur choisie, en respectant les règles de son fichier robots.txt",
  },
  render: (args) => (
    <div className="w-72">
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("checkbox", { name: /^Explorer aussi/ });
    const column = canvasElement.querySelector(".w-72") as HTMLElement;
    const label = box.closest("label") as HTMLElement;
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
    await userEvent.click(canvas.getByText(/robots\.txt/));
    await expect(box).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole("checkbox", { name: "Crawl sub-addresses" });
    await expect(box).toHaveFocus();
    await expectFocusRing(box, "::before");
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: Default.play,
};
