import { act, render, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { AnswerMarkdown } from "./answer-markdown";

// The renderer's chunk cannot be loaded, as when the visitor went offline after the first paint.
vi.mock("./render-markdown", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

it("shows the answer as plain text, and keeps the page, when the renderer cannot be loaded", async () => {
  const { container } = render(
    <main>
      <h1>La page du site</h1>
      <AnswerMarkdown source="Les **horaires** : de 9 h à 17 h." />
    </main>,
  );
  // Time for the failed import to reach React.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.getByText("Les **horaires** : de 9 h à 17 h.").tagName).toBe("P");
  expect(screen.getByRole("heading", { name: "La page du site" })).toBeTruthy();
  expect(container.querySelector("strong")).toBeNull();
});
