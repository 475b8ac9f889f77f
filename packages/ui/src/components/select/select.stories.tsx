import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { openModalLayerA11y } from "../../testing/story-parameters";
import { Select } from "./select";

const models = [
  { value: "gpt-4o-mini", label: "GPT-4o mini" },
  { value: "gpt-4o", label: "GPT-4o" },
  { value: "mistral-large", label: "Mistral Large" },
  { value: "legacy", label: "Legacy model", disabled: true },
];

const meta = {
  title: "Components/Select",
  component: Select,
  args: {
    options: models,
    placeholder: "Choose a model",
    "aria-label": "Model",
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithPointer: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Model" });
    await expect(trigger).toHaveTextContent("Choose a model");
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "GPT-4o" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("gpt-4o");
    await waitFor(() => expect(trigger).toHaveTextContent("GPT-4o"));
  },
};

export const PickWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Model" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("mistral-large");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DisabledOption: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Model" }));
    const legacy = await screen.findByRole("option", { name: "Legacy model" });
    await expect(legacy).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(legacy, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("listbox")).toBeVisible();
  },
  parameters: openModalLayerA11y,
};

export const WithValue: Story = {
  args: { defaultValue: "gpt-4o-mini" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Model" })).toHaveTextContent("GPT-4o mini");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Model" })).toBeDisabled();
  },
};

/** Marked invalid (a `FormField` with an error does it), the field gets the red border of inputs. */
export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Model" });
    await expect(trigger).toBeInvalid();
    await expect(getComputedStyle(trigger).boxShadow).toMatch(/ 0px 0px 0px 2px inset$/);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("combobox", { name: "Model" });
    await expect(trigger).toHaveFocus();
    await expectFocusRing(trigger);
  },
};

/** A long option in a narrow field is cut with an ellipsis in the field, and whole in the list. */
export const LongFrenchText: Story = {
  args: {
    options: [
      ...models,
      {
        value: "mistral-large-long",
        label: "Mistral Large (recommandé pour les réponses longues et nuancées)",
      },
    ],
    defaultValue: "mistral-large-long",
  },
  render: (args) => (
    <div className="w-56">
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("combobox", { name: "Model" });
    const column = (canvasElement.querySelector(".w-56") as HTMLElement).getBoundingClientRect();
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    await expect(trigger).toHaveTextContent(/^Mistral Large \(recommandé/);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Model" }));
    const option = await screen.findByRole("option", { name: "GPT-4o" });
    // The list is portalled out of the story, yet it keeps the dark theme.
    await expect(option.closest(".radix-themes")).toHaveClass("dark");
  },
};
