import { InfoCircledIcon } from "@radix-ui/react-icons";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { TOOLTIP_DELAY_MS } from "../../constants";
import { movePointer } from "../../testing/pointer-path";
import { Button } from "../button/button";
import { IconButton } from "../icon-button/icon-button";
import { Tooltip } from "./tooltip";

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  args: {
    content: "Réinitialiser le chat",
    children: (
      <IconButton aria-label="Reset" variant="outline">
        <InfoCircledIcon aria-hidden />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAfterTheDelay: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Reset" });
    const start = performance.now();
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY_MS / 2));
    await expect(screen.queryByRole("tooltip")).toBeNull();
    const tooltip = await screen.findByRole("tooltip", {}, { timeout: 3000 });
    await expect(performance.now() - start).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 50);
    await expect(tooltip).toHaveTextContent("Réinitialiser le chat");
    await expect(trigger).toHaveAccessibleDescription("Réinitialiser le chat");
  },
};

export const ShowsOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Reset" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Réinitialiser le chat");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

export const MovingBetweenTriggersSkipsTheDelay: Story = {
  render: () => (
    <div className="flex gap-2">
      <Tooltip content="Réinitialiser le chat">
        <Button variant="outline">Reset</Button>
      </Tooltip>
      <Tooltip content="Réduire le chat">
        <Button variant="outline">Minimise</Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvas }) => {
    const reset = canvas.getByRole("button", { name: "Reset" });
    const minimise = canvas.getByRole("button", { name: "Minimise" });
    await userEvent.hover(reset);
    await screen.findByRole("tooltip", {}, { timeout: 3000 });
    // The delay counts from the moment the pointer reaches the second button.
    let start = Number.POSITIVE_INFINITY;
    minimise.addEventListener("pointerenter", () => (start = performance.now()), { once: true });
    await movePointer(reset, minimise);
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Réduire le chat"));
    await expect(performance.now() - start).toBeLessThan(TOOLTIP_DELAY_MS);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: ShowsOnKeyboardFocus.play,
};
