import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { oneOf } from "../../testing/story-parameters";
import { Badge, badgeVariants } from "./badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Texte" },
  argTypes: { variant: oneOf(badgeVariants) },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Texte")).toHaveAttribute("data-variant", "default");
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex gap-2">
      {badgeVariants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of badgeVariants) {
      await expect(canvas.getByText(variant)).toBeVisible();
    }
  },
};

export const KnowledgeBaseKinds: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge variant="secondary">Texte</Badge>
      <Badge variant="outline">URL</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Texte")).toBeVisible();
    await expect(canvas.getByText("URL")).toBeVisible();
  },
};

/** A badge longer than its column wraps inside it rather than spilling over the next column. */
export const LongFrenchText: Story = {
  render: () => (
    <div className="w-40">
      <Badge variant="secondary">Synchronisation programmée chaque semaine</Badge>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByText("Synchronisation programmée chaque semaine");
    const column = canvasElement.querySelector(".w-40") as HTMLElement;
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: "dark" },
};
