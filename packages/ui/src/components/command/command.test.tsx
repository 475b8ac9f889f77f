import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from "./command";

afterEach(cleanup);

/** Entries searched by their name and their address, as in the back-office. */
function Palette({ onRun }: { onRun: (entry: string) => void }) {
  const groups = [
    { heading: "Général", entries: ["Tableau de bord /", "Assistant IA /bots"] },
    { heading: "Suivi", entries: ["Conversations /chats", "Statistiques /analytics"] },
  ];
  return (
    <Command label="Palette de commandes">
      <CommandInput placeholder="Rechercher" />
      <CommandList>
        {groups.map((group) => (
          <CommandGroup key={group.heading} heading={group.heading}>
            {group.entries.map((entry) => (
              <CommandItem key={entry} value={entry} onSelect={() => onRun(entry)}>
                {entry.split(" /")[0]}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
      </CommandList>
    </Command>
  );
}

const shown = () =>
  within(screen.getByRole("listbox"))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the command list", () => {
  it("shows the best match first, whatever its group, and runs it on Enter", async () => {
    const user = userEvent.setup();
    const onRun = vi.fn();
    render(<Palette onRun={onRun} />);

    await user.type(screen.getByPlaceholderText("Rechercher"), "statisx{Backspace}");
    expect(shown()).toEqual(["Statistiques", "Assistant IA"]);
    expect(screen.getByRole("option", { name: "Statistiques" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await user.keyboard("{Enter}");
    expect(onRun).toHaveBeenCalledWith("Statistiques /analytics");
  });

  it("shows its groups in their own order again once the search is cleared", async () => {
    const user = userEvent.setup();
    render(<Palette onRun={() => {}} />);
    const input = screen.getByPlaceholderText("Rechercher");

    await user.type(input, "statis");
    await user.clear(input);
    expect(shown()).toEqual(["Tableau de bord", "Assistant IA", "Conversations", "Statistiques"]);
    expect(
      screen.getByRole("option", { name: "Tableau de bord" }).getAttribute("aria-selected"),
    ).toBe("true");
  });
});
