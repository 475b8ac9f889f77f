import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { openModalLayerA11y } from "../../testing/story-parameters";
import { Avatar } from "../avatar/avatar";
import { Button } from "../button/button";
import { DropdownMenu } from "./dropdown-menu";

interface UserMenuProps {
  onAccount: () => void;
  onSignOut: () => void;
}

function UserMenu({ onAccount, onSignOut }: UserMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost">
          <Avatar name="Camille Martin" size="sm" aria-hidden />
          Camille Martin
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>camille@example.org</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={onAccount}>Compte</DropdownMenu.Item>
        <DropdownMenu.Item disabled>Facturation (À venir)</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={onSignOut}>
          Déconnexion
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: "Components/DropdownMenu",
  component: UserMenu,
  args: { onAccount: fn(), onSignOut: fn() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithPointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Camille Martin" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Compte" }));
    await expect(args.onAccount).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};

export const KeyboardSkipsDisabledEntries: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Camille Martin" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await expect(screen.getByRole("menuitem", { name: "Facturation (À venir)" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Compte" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Déconnexion" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Camille Martin" });
    await userEvent.click(trigger);
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onAccount).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  parameters: openModalLayerA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Camille Martin" }));
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const OpenDark: Story = {
  ...Open,
  globals: { theme: "dark" },
};
