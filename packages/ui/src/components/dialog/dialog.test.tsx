import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ThemeProvider } from "../../theme/theme-provider";
import { AlertDialog } from "../alert-dialog/alert-dialog";
import { Button } from "../button/button";
import { DropdownMenu } from "../dropdown-menu/dropdown-menu";
import { Dialog } from "./dialog";

afterEach(cleanup);

/** A list whose rows open a dialog from a button or from a menu, and whose rows can be deleted. */
function Rows() {
  const [rows, setRows] = useState(["Zoé", "Adam", "Inès"]);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <ThemeProvider>
      <a href="#content">Aller au contenu principal</a>
      <main id="content">
        {rows.map((row) => (
          <div key={row}>
            <Button onClick={() => setEditing(row)}>Modifier {row}</Button>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <Button>Actions de {row}</Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content>
                <DropdownMenu.Item onSelect={() => setEditing(row)}>Renommer</DropdownMenu.Item>
                <DropdownMenu.Item onSelect={() => setDeleting(row)}>Supprimer</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </div>
        ))}
      </main>
      <Dialog.Root open={editing !== null} onOpenChange={() => setEditing(null)}>
        <Dialog.Content>
          <Dialog.Title>Modifier {editing}</Dialog.Title>
          <Dialog.Description>Son nom.</Dialog.Description>
          <Dialog.Close>
            <Button>Annuler</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
      <AlertDialog.Root open={deleting !== null} onOpenChange={() => setDeleting(null)}>
        <AlertDialog.Content>
          <AlertDialog.Title>Supprimer {deleting} ?</AlertDialog.Title>
          <AlertDialog.Description>C'est définitif.</AlertDialog.Description>
          <AlertDialog.Cancel>
            <Button>Annuler</Button>
          </AlertDialog.Cancel>
          <Button
            onClick={() => {
              setRows((current) => current.filter((row) => row !== deleting));
              setDeleting(null);
            }}
          >
            Supprimer
          </Button>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </ThemeProvider>
  );
}

describe("a dialog opened by the app", () => {
  it("gives focus back to the button that opened it, on Escape and on Annuler", async () => {
    const user = userEvent.setup();
    render(<Rows />);
    const edit = screen.getByRole("button", { name: "Modifier Adam" });

    await user.click(edit);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(edit));

    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives focus back to the button of the menu whose item opened it", async () => {
    const user = userEvent.setup();
    render(<Rows />);
    const actions = screen.getByRole("button", { name: "Actions de Inès" });

    await user.click(actions);
    await user.click(await screen.findByRole("menuitem", { name: "Renommer" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(actions));
  });

  it("gives focus to what followed its opener when the opener is gone", async () => {
    const user = userEvent.setup();
    render(<Rows />);

    await user.click(screen.getByRole("button", { name: "Actions de Zoé" }));
    await user.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    await screen.findByRole("alertdialog");
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Modifier Adam" })),
    );
  });
});
