import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Input } from "../input/input";
import { Label } from "./label";

const meta: Meta<typeof Label> = {
  title: "Components/Label",
  component: Label,
  render: () => (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor="bot-name">Bot name</Label>
      <Input id="bot-name" />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesItsControl: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Bot name");
    await userEvent.click(canvas.getByText("Bot name"));
    await expect(input).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: NamesItsControl.play,
};
