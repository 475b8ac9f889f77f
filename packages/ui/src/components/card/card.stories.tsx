import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Components/Card",
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Assistants IA</CardTitle>
        <CardDescription>3 actifs</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="m-0 text-3xl font-bold">5</p>
      </CardContent>
      <CardFooter>
        <Badge variant="success">Actif</Badge>
        <Button variant="link" size="sm">
          Voir tout
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Assistants IA" })).toBeVisible();
    await expect(canvas.getByText("3 actifs")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Voir tout" })).toBeEnabled();
  },
};

export const Small: Story = {
  args: { size: "sm" },
  play: DashboardCount.play,
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: DashboardCount.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector(".rt-Card") as HTMLElement;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
