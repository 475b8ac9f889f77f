import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { ScrollArea } from "./scroll-area";

const sources = Array.from({ length: 40 }, (_, index) => `Source ${index + 1}`);

const meta = {
  title: "Components/ScrollArea",
  component: ScrollArea,
  args: { "aria-label": "Sources", style: { height: 200, width: 260 } },
  render: (args) => (
    <ScrollArea {...args}>
      <ul className="m-0 p-3 pr-5">
        {sources.map((source) => (
          <li key={source} className="py-1 text-sm">
            {source}
          </li>
        ))}
      </ul>
    </ScrollArea>
  ),
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsItsContent: Story = {
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector(
      "[data-radix-scroll-area-viewport]",
    ) as HTMLElement;
    await expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight);
    viewport.scrollTop = viewport.scrollHeight;
    await waitFor(() => expect(viewport.scrollTop).toBeGreaterThan(0));
  },
};

export const KeyboardFocusable: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Sources" });
    // Focusable, so keyboard users can scroll it with the arrow keys like any page area.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const ScrollbarAppearsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector(".rt-ScrollAreaRoot") as HTMLElement;
    await userEvent.hover(root);
    await waitFor(() =>
      expect(canvasElement.querySelector(".rt-ScrollAreaScrollbar")).toHaveAttribute(
        "data-state",
        "visible",
      ),
    );
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: ScrollsItsContent.play,
};
