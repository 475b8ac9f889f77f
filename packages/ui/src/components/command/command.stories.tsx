import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { COMMAND_LIST_MAX_HEIGHT_PX } from "../../constants";
import { useModifierShortcut } from "../../lib/use-modifier-shortcut";
import { openModalLayerA11y } from "../../testing/story-parameters";
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  CommandShortcut,
} from "./command";

interface PaletteProps {
  onRun: (command: string) => void;
}

const pages = ["Tableau de bord", "Utilisateurs", "Assistant IA"];
const themes = ["Light", "Dark", "System"];

function PaletteEntries({ onRun }: PaletteProps) {
  return (
    <>
      <CommandInput placeholder="Type a command or search..." />
      <CommandEmpty>No results found.</CommandEmpty>
      <CommandList>
        <CommandGroup heading="Navigation">
          {pages.map((page) => (
            <CommandItem key={page} onSelect={() => onRun(page)}>
              {page}
            </CommandItem>
          ))}
        </CommandGroup>
        <CommandSeparator />
        <CommandGroup heading="Theme">
          {themes.map((theme) => (
            <CommandItem key={theme} onSelect={() => onRun(theme)}>
              {theme}
              <CommandShortcut>⌘{theme[0]}</CommandShortcut>
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
    </>
  );
}

function InlinePalette({ onRun }: PaletteProps) {
  return (
    <Command label="Command palette" className="max-w-md border border-gray-a6">
      <PaletteEntries onRun={onRun} />
    </Command>
  );
}

const meta = {
  title: "Components/Command",
  component: InlinePalette,
  args: { onRun: fn() },
} satisfies Meta<typeof InlinePalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilterAndRun: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByPlaceholderText("Type a command or search...");
    await userEvent.type(input, "utili");
    await expect(canvas.getAllByRole("option")).toHaveLength(1);
    // The input names the highlighted entry for screen readers, even after filtering.
    const highlighted = canvas.getByRole("option", { name: "Utilisateurs" });
    await expect(input).toHaveAttribute("aria-activedescendant", highlighted.id);
    await userEvent.keyboard("{Enter}");
    await expect(args.onRun).toHaveBeenCalledWith("Utilisateurs");
  },
};

export const ArrowKeysMoveTheSelection: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByPlaceholderText("Type a command or search..."));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("option", { name: "Assistant IA" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onRun).toHaveBeenCalledWith("Assistant IA");
  },
};

export const NoResults: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByPlaceholderText("Type a command or search..."), "zzz");
    await expect(canvas.getByText("No results found.")).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRun).not.toHaveBeenCalled();
  },
};

export const ListHeightIsCapped: Story = {
  render: (args) => (
    <Command label="Many commands" className="max-w-md border border-gray-a6">
      <CommandInput placeholder="Search..." />
      <CommandList>
        {Array.from({ length: 40 }, (_, index) => `Command ${index + 1}`).map((name) => (
          <CommandItem key={name} onSelect={() => args.onRun(name)}>
            {name}
          </CommandItem>
        ))}
      </CommandList>
    </Command>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole("listbox");
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(
      COMMAND_LIST_MAX_HEIGHT_PX,
    );
    await expect(list.scrollHeight).toBeGreaterThan(COMMAND_LIST_MAX_HEIGHT_PX);
  },
};

function PaletteWithShortcut({ onRun }: PaletteProps) {
  const [open, setOpen] = useState(false);
  useModifierShortcut("k", () => setOpen((current) => !current));
  return (
    <>
      <p className="m-0 text-sm">Press Ctrl+K or ⌘K</p>
      <CommandDialog open={open} onOpenChange={setOpen}>
        <PaletteEntries
          onRun={(command) => {
            setOpen(false);
            onRun(command);
          }}
        />
      </CommandDialog>
    </>
  );
}

export const DialogOpensWithCtrlK: Story = {
  render: (args) => <PaletteWithShortcut {...args} />,
  play: async ({ args }) => {
    await userEvent.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    await waitFor(() =>
      expect(screen.getByPlaceholderText("Type a command or search...")).toHaveFocus(),
    );
    await userEvent.keyboard("dark{Enter}");
    await expect(args.onRun).toHaveBeenCalledWith("Dark");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const DialogOpensWithMetaK: Story = {
  render: (args) => <PaletteWithShortcut {...args} />,
  parameters: openModalLayerA11y,
  play: async () => {
    await userEvent.keyboard("{Meta>}k{/Meta}");
    const palette = await screen.findByRole("dialog", { name: "Command palette" });
    await waitFor(() => expect(palette).toBeVisible());
  },
};

export const DialogDark: Story = {
  ...DialogOpensWithMetaK,
  globals: { theme: "dark" },
};
