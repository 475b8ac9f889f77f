import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge, badgeVariants } from "./badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Texte" },
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

export const Dark: Story = {
  ...Variants,
  globals: { theme: "dark" },
};
