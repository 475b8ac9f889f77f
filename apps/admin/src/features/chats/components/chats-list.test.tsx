import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { ChatsList } from "./chats-list";

it("previews each conversation's last answer as the text it says, without Markdown's marks", async () => {
  render(
    <ChatsList
      conversations={[
        {
          id: 11,
          bot: 3,
          started_at: "2025-03-03T13:05:00Z",
          closed_at: null,
          message_count: 2,
          last_message:
            "## **Planification** des tâches\n\n1. Lancer `cron` ;\n2. lire [le guide](https://example.org/guide).",
          likes: 0,
          dislikes: 0,
        },
      ]}
      count={1}
      page={1}
      pageCount={1}
      selectedId={null}
      onSelect={() => {}}
      onPageChange={() => {}}
      emptyMessage="Aucune conversation"
    />,
  );
  const row = screen.getByRole("button");
  await within(row).findByText(/Planification/);
  expect(row.textContent).toContain("Planification des tâches\nLancer cron ;\nlire le guide.");
  expect(row.textContent).not.toMatch(/[*#`[\]]/);
});
