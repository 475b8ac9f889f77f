import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { openModalLayerA11y } from "../../testing/story-parameters";
import { Button } from "../button/button";
import { AlertDialog } from "./alert-dialog";

function DeleteBotDialog({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button variant="destructive">Delete assistant</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>Delete this assistant?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Its shortcuts and bubble messages are deleted with it. This cannot be undone.
        </AlertDialog.Description>
        <div className="mt-4 flex justify-end gap-3">
          <AlertDialog.Cancel>
            <Button variant="outline">Cancel</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button variant="destructive" onClick={onConfirm}>
              Delete
            </Button>
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

const meta = {
  title: "Components/AlertDialog",
  component: DeleteBotDialog,
  args: { onConfirm: fn() },
} satisfies Meta<typeof DeleteBotDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete assistant" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this assistant?" });
    await waitFor(() => expect(dialog).toBeVisible());
    // The safe answer has the focus, so Enter pressed by habit deletes nothing.
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
  },
};

export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete assistant" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete assistant" }));
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OutsideClickDoesNotClose: Story = {
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete assistant" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const OpenDark: Story = {
  ...Open,
  globals: { theme: "dark" },
};
