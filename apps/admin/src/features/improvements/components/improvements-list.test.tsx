import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { ImprovementsList } from "./improvements-list";

it("says each figure in the singular when it is one, and how sure the source was", () => {
  render(
    <ImprovementsList
      questions={[
        {
          id: 4,
          bot: 3,
          question: "Les chiens sont-ils admis au marché ?",
          status: "todo",
          reopened: false,
          status_changed_at: "2025-03-01T09:00:00Z",
          asked: 1,
          last_asked_at: "2025-03-03T13:05:00Z",
          kinds: { no_answer: 0, disliked: 0, low_confidence: 1 },
          wordings: ["chiens admis marché"],
          wordings_count: 1,
          comments: [],
        },
      ]}
      count={1}
      page={1}
      pageCount={1}
      selectedId={null}
      onSelect={() => {}}
      onPageChange={() => {}}
      emptyMessage="Aucune question"
    />,
  );
  const row = screen.getByRole("button");
  expect(row.textContent).toContain("Posée 1 fois");
  expect(within(row).getByText("+1 autre formulation")).toBeTruthy();
  const unsure = within(row).getByText("Source peu sûre · 1");
  expect(unsure.getAttribute("title")).toMatch(/moins de la moitié de la question/);
  expect(unsure.getAttribute("data-variant")).toBe("outline");
  expect(screen.getByText("1 question")).toBeTruthy();
  expect(screen.queryByRole("navigation")).toBeNull();
});
