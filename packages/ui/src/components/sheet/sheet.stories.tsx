import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { oneOf, openModalLayerA11y } from "../../testing/story-parameters";
import { Button } from "../button/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  type SheetSide,
  SheetTitle,
  SheetTrigger,
  sheetSides,
} from "./sheet";

function AccountSheet({ side }: { side: SheetSide }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">Open account</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Account</SheetTitle>
          <SheetDescription>Plan, keys and members of the account.</SheetDescription>
        </SheetHeader>
        <SheetFooter>
          <Button>Save</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: "Components/Sheet",
  component: AccountSheet,
  args: { side: "right" },
  argTypes: { side: oneOf(sheetSides) },
} satisfies Meta<typeof AccountSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open account" }));
    const sheet = await screen.findByRole("dialog", { name: "Account" });
    await expect(sheet).toHaveAccessibleDescription("Plan, keys and members of the account.");
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(window.innerWidth);
    });
  },
};

export const Left: Story = {
  args: { side: "left" },
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open account" }));
    const sheet = await screen.findByRole("dialog", { name: "Account" });
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
  },
};

export const Bottom: Story = {
  args: { side: "bottom" },
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open account" }));
    const sheet = await screen.findByRole("dialog", { name: "Account" });
    await waitFor(() =>
      expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
  },
};

export const CloseButtonAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open account" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const OpenDark: Story = {
  ...Right,
  globals: { theme: "dark" },
};

export const OpenMobile: Story = {
  ...Right,
  globals: { viewport: { value: "mobile1" } },
};
