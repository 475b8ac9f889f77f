import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ThemeProvider } from "../../theme/theme-provider";
import { DataTable, type DataTableColumn } from "./data-table";
import { DataTableLabelsProvider } from "./data-table-labels";

interface Person {
  id: number;
  name: string;
  city: string;
  age: number;
}

const people: Person[] = [
  { id: 1, name: "Zoé", city: "Lyon", age: 31 },
  { id: 2, name: "Adam", city: "Brest", age: 9 },
  { id: 3, name: "Inès", city: "Nancy", age: 54 },
];

const columns: DataTableColumn<Person>[] = [
  { id: "select", header: "Tout", cell: (p) => `box ${p.id}`, card: "start" },
  { id: "name", header: "Nom", cell: (p) => p.name, sortValue: (p) => p.name },
  { id: "city", header: "Ville", cell: (p) => p.city },
  {
    id: "age",
    header: <b>Âge</b>,
    label: "Âge",
    cell: (p) => String(p.age),
    sortValue: (p) => p.age,
  },
  { id: "secret", header: "Secret", cell: () => "hidden", card: "hidden" },
  {
    id: "actions",
    header: <span className="sr-only">Actions</span>,
    cell: (p) => <button type="button">{`Actions pour ${p.name}`}</button>,
  },
];

function renderInTheme(ui: ReactElement) {
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}

function setViewportWidth(width: number) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  };
  act(() => happyDOM.setViewport({ width, height: 844 }));
}

function cardTexts(): string[] {
  const list = screen.getByRole("list", { name: "Personnes" });
  return within(list)
    .getAllByRole("listitem")
    .map((card) => card.querySelector(".ui-data-table-card-title")?.textContent ?? "");
}

describe("DataTable as cards", () => {
  afterEach(() => {
    cleanup();
    setViewportWidth(1024);
  });

  it("heads each card with its title, the start and end columns, then one named line per column", () => {
    renderInTheme(
      <DataTable
        caption="Personnes"
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        layout="cards"
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(cardTexts()).toEqual(["Zoé", "Adam", "Inès"]);
    const [zoe] = within(screen.getByRole("list", { name: "Personnes" })).getAllByRole("listitem");
    if (!zoe) throw new Error("no card");
    expect(zoe.querySelector(".ui-data-table-card-start")?.textContent).toBe("box 1");
    expect(within(zoe).getByRole("button", { name: "Actions pour Zoé" })).toBeTruthy();
    const terms = within(zoe)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Ville", "Âge"]);
    expect(
      within(zoe)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["Lyon", "31"]);
    expect(within(zoe).queryByText("hidden")).toBeNull();
    // The header of a start column (e.g. "select all") stands once above the cards.
    expect(screen.getByText("Tout")).toBeTruthy();
  });

  it("keeps the sort of the table and reverses it with the order button", () => {
    renderInTheme(
      <DataTable
        caption="Personnes"
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        defaultSort={{ columnId: "age", direction: "ascending" }}
        layout="cards"
        labels={{ sortBy: "Trier par", ascending: "Croissant", descending: "Décroissant" }}
      />,
    );
    expect(cardTexts()).toEqual(["Adam", "Zoé", "Inès"]);
    expect(screen.getByRole("combobox", { name: "Trier par" }).textContent).toContain("Âge");
    fireEvent.click(screen.getByRole("button", { name: "Croissant" }));
    expect(cardTexts()).toEqual(["Inès", "Zoé", "Adam"]);
    expect(screen.getByRole("button", { name: "Décroissant" })).toBeTruthy();
  });

  it("says so when there is no row", () => {
    renderInTheme(
      <DataTable
        caption="Personnes"
        columns={columns}
        rows={[]}
        getRowId={(p) => p.id}
        layout="cards"
        emptyMessage="Personne pour l'instant."
      />,
    );
    expect(screen.getByText("Personne pour l'instant.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows a table from the mobile breakpoint on, and cards below it", () => {
    setViewportWidth(768);
    renderInTheme(
      <DataTable caption="Personnes" columns={columns} rows={people} getRowId={(p) => p.id} />,
    );
    expect(screen.getByRole("table", { name: "Personnes" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Personnes" })).toBeNull();
    setViewportWidth(767);
    expect(screen.queryByRole("table")).toBeNull();
    expect(cardTexts()).toEqual(["Zoé", "Adam", "Inès"]);
  });
});

describe("DataTable labels", () => {
  afterEach(cleanup);

  it("come from the provider, and a table's own labels win", () => {
    renderInTheme(
      <DataTableLabelsProvider
        labels={{
          previousPage: "Précédente",
          nextPage: "Suivante",
          pageStatus: (page, count) => `Page ${page} sur ${count}`,
        }}
      >
        <DataTable
          caption="Personnes"
          columns={columns}
          rows={people}
          getRowId={(p) => p.id}
          pageSize={1}
          layout="table"
          labels={{ nextPage: "Page suivante" }}
        />
      </DataTableLabelsProvider>,
    );
    expect(screen.getByText("Page 1 sur 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Précédente" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page suivante" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
  });
});
