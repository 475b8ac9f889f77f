import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
});

describe("the help centre", () => {
  it("guides through creating, feeding, embedding and improving an assistant", async () => {
    renderAdmin("/help-center", { apiUrl: api.url, permissions: [] });
    const contents = await screen.findByRole("navigation", { name: "Sommaire" }, FIRST_SCREEN);
    expect(
      within(contents)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "1. Créer un assistant",
      "2. Ajouter des connaissances",
      "3. Intégrer l'assistant à un site",
      "4. Améliorer les réponses",
      "Questions fréquentes",
    ]);
    const embedding = screen.getByRole("region", { name: "3. Intégrer l'assistant à un site" });
    expect(within(embedding).getAllByRole("listitem").length).toBeGreaterThan(3);
    expect(within(embedding).getByRole("link", { name: "Applications" }).getAttribute("href")).toBe(
      "/apps",
    );
    const main = screen.getByRole("main");
    const screens = new Set(
      within(main)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"))
        .filter((href) => href?.startsWith("/")),
    );
    for (const path of ["/bots", "/knowledge-base", "/apps", "/tasks", "/chats"]) {
      expect(screens).toContain(path);
    }
  });

  it("answers why the assistant does not know and where disliked answers are", async () => {
    renderAdmin("/help-center", { apiUrl: api.url, permissions: [] });
    const faq = await screen.findByRole("region", { name: "Questions fréquentes" }, FIRST_SCREEN);
    const question = within(faq).getByText("Pourquoi l'assistant répond-il qu'il ne sait pas ?");
    const details = question.closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(details.textContent).toContain("bases de connaissances reliées");
    const disliked = within(faq)
      .getByText("Comment voir les réponses mal notées ?")
      .closest("details") as HTMLElement;
    expect(within(disliked).getByRole("link", { name: "Conversations" }).getAttribute("href")).toBe(
      "/chats",
    );
  });

  it("opens the screen a guide points to", async () => {
    renderAdmin("/help-center", {
      apiUrl: api.url,
      permissions: ["bots.view_bot", "chats.view_conversation"],
    });
    const guide = await screen.findByRole(
      "region",
      { name: "4. Améliorer les réponses" },
      FIRST_SCREEN,
    );
    fireEvent.click(within(guide).getByRole("link", { name: "Conversations" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Conversations" }, FIRST_SCREEN),
    ).toBeTruthy();
  });
});
