import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { openModalLayerA11y } from "../../testing/story-parameters";
import { Button } from "../button/button";
import { FormField } from "../form-field/form-field";
import { Input } from "../input/input";
import { Dialog } from "./dialog";

function EditBubbleDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button>Edit message</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>Edit bubble message</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Visitors see this message next to the chat button.
        </Dialog.Description>
        <FormField label="Message">
          <Input defaultValue="Bonjour !" />
        </FormField>
        <div className="mt-4 flex justify-end gap-3">
          <Dialog.Close>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button>Save</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: "Components/Dialog",
  component: EditBubbleDialog,
} satisfies Meta<typeof EditBubbleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit message" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit bubble message" });
    await expect(dialog).toHaveAccessibleDescription(
      "Visitors see this message next to the chat button.",
    );
    await expect(screen.getByLabelText("Message")).toHaveFocus();
  },
};

export const FocusStaysInside: Story = {
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit message" }));
    const dialog = await screen.findByRole("dialog");
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit message" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit message" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

function DeleteAssistantDialog() {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>
          Supprimer définitivement l’assistant « Mairie de Saint-Rémy-de-Provence — accueil des
          familles » ?
        </Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Ses raccourcis, ses messages d’accueil et l’historique de ses conversations seront
          supprimés avec lui. Cette action est irréversible.
        </Dialog.Description>
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close>
            <Button variant="outline">Annuler</Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button variant="destructive">Supprimer l’assistant</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A long French title wraps inside the dialog, and its buttons stay inside it on a phone. */
export const LongFrenchText: Story = {
  render: () => <DeleteAssistantDialog />,
  globals: { viewport: { value: "mobile1" } },
  parameters: {
    ...openModalLayerA11y,
    // Open from the start, it gets a frame of its own on the Docs page instead of covering it.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: /^Supprimer définitivement/ });
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    for (const button of screen.getAllByRole("button")) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const OpenDark: Story = {
  ...Open,
  globals: { theme: "dark" },
};

export const OpenMobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile1" } },
};
