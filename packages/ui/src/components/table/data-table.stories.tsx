import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Badge } from "../badge/badge";
import { DataTable, type DataTableColumn } from "./data-table";

interface UserRow {
  id: number;
  username: string;
  email: string;
  role: "admin" | "user";
  joined: Date;
}

const firstNames = ["Camille", "Louis", "Inès", "Hugo", "Léa", "Adam", "Chloé", "Noah"];
const users: UserRow[] = Array.from({ length: 23 }, (_, index) => {
  const name = `${firstNames[index % firstNames.length]} ${index + 1}`;
  return {
    id: index + 1,
    username: name,
    email: `user${index + 1}@example.org`,
    role: index % 5 === 0 ? "admin" : "user",
    joined: new Date(Date.UTC(2024, index % 12, 1 + ((index * 7) % 27))),
  };
});

const columns: DataTableColumn<UserRow>[] = [
  {
    id: "username",
    header: "Username",
    cell: (row) => row.username,
    sortValue: (row) => row.username,
  },
  { id: "email", header: "Email", cell: (row) => row.email },
  {
    id: "role",
    header: "Role",
    cell: (row) => (
      <Badge variant={row.role === "admin" ? "default" : "secondary"}>{row.role}</Badge>
    ),
    sortValue: (row) => row.role,
  },
  {
    id: "joined",
    header: "Joined",
    cell: (row) => row.joined.toISOString().slice(0, 10),
    sortValue: (row) => row.joined,
    align: "right",
  },
];

const meta = {
  title: "Components/DataTable",
  component: DataTable<UserRow>,
  args: {
    caption: "Users",
    columns,
    rows: users,
    getRowId: (row: UserRow) => row.id,
    pageSize: 10,
  },
} satisfies Meta<typeof DataTable<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole("row").slice(1);
}

function firstCells(table: HTMLElement) {
  return bodyRows(table).map((row) => within(row).getAllByRole("cell")[0]?.textContent);
}

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Users" });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
  },
};

export const SortByColumn: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Users" });
    const header = canvas.getByRole("columnheader", { name: /Username/ });
    await expect(header).toHaveAttribute("aria-sort", "none");

    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(firstCells(table).slice(0, 4)).toEqual([
      "Adam 6",
      "Adam 14",
      "Adam 22",
      "Camille 1",
    ]);

    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(firstCells(table).slice(0, 2)).toEqual(["Noah 16", "Noah 8"]);

    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "none");
    await expect(firstCells(table)[0]).toBe("Camille 1");
  },
};

export const SortByDate: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Users" });
    await userEvent.click(canvas.getByRole("button", { name: /Joined/ }));
    const dates = bodyRows(table).map(
      (row) => within(row).getAllByRole("cell")[3]?.textContent ?? "",
    );
    await expect(dates).toEqual([...dates].sort());
  },
};

export const Paging: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Users" });
    const next = canvas.getByRole("button", { name: "Next" });
    await userEvent.click(next);
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
    await expect(firstCells(table)[0]).toBe("Inès 11");
    await userEvent.click(next);
    await expect(bodyRows(table)).toHaveLength(3);
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
  },
};

export const SortingReturnsToFirstPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(canvas.getByRole("button", { name: /Role/ }));
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: "No users yet." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No users yet.")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const FrenchLabels: Story = {
  args: {
    caption: "Utilisateurs",
    labels: {
      previousPage: "Précédent",
      nextPage: "Suivant",
      pageStatus: (page, count) => `Page ${page} sur ${count}`,
      pagination: "Pagination",
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(canvas.getByText("Page 2 sur 3")).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: FirstPage.play,
};

function cardTitles(list: HTMLElement) {
  return within(list)
    .getAllByRole("listitem")
    .map((card) => card.querySelector(".ui-data-table-card-title")?.textContent);
}

/** Below the mobile breakpoint the rows are cards, and the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("table")).toBeNull();
    const list = canvas.getByRole("list", { name: "Users" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Cards: Story = {
  args: { layout: "cards" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Users" });
    const [first] = within(list).getAllByRole("listitem");
    await expect(first).toHaveTextContent("user1@example.org");
    await expect(within(first as HTMLElement).getByText("Email")).toBeVisible();

    await userEvent.click(canvas.getByRole("combobox", { name: "Sort by" }));
    await userEvent.click(await screen.findByRole("option", { name: "Username" }));
    // While the list of choices closes, the page behind it stays hidden from assistive technology.
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(cardTitles(list).slice(0, 3)).toEqual(["Adam 6", "Adam 14", "Adam 22"]);
    await userEvent.click(canvas.getByRole("button", { name: "Ascending" }));
    await expect(cardTitles(list).slice(0, 2)).toEqual(["Noah 16", "Noah 8"]);
  },
};
