import { composeStories } from "@storybook/react-vite";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import * as stories from "./chat-widget-view.stories";

const {
  Consent,
  Welcome,
  ConversationWithSources,
  AnswerWithTable,
  Loading,
  SendFailed,
  Bubbles,
  Mobile,
  EnglishDarkLeft,
} = composeStories(stories);

afterEach(cleanup);

describe("ChatWidget stories", () => {
  it("Consent shows only the privacy terms", () => {
    render(<Consent />);
    expect(screen.getByRole("button", { name: "Accepter et continuer" })).toBeTruthy();
    expect(screen.queryByPlaceholderText("Posez votre question ici...")).toBeNull();
  });

  it("Welcome shows the typing indicator", () => {
    render(<Welcome />);
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("ConversationWithSources shows the sources and the like", () => {
    render(<ConversationWithSources />);
    expect(screen.getByText("Sources (2)")).toBeTruthy();
    expect(screen.getByTitle("Réponse utile").getAttribute("aria-pressed")).toBe("true");
  });

  it("AnswerWithTable draws the table once the renderer has loaded", async () => {
    render(<AnswerWithTable />);
    const table = await screen.findByRole("table");
    expect(table.querySelectorAll("tbody tr")).toHaveLength(3);
    expect(screen.getByRole("columnheader", { name: "Repas" }).className).toBe("ami-align-right");
  });

  it("Loading hides rating and sources", () => {
    render(<Loading />);
    expect(screen.queryByTitle("Réponse utile")).toBeNull();
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("SendFailed shows the question and no error", () => {
    render(<SendFailed />);
    expect(screen.getByText("Quels sont les horaires d'ouverture ?")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("Bubbles stacks three suggestions with the close-all button", () => {
    render(<Bubbles />);
    expect(document.querySelectorAll(".ami-bubble:not([hidden])")).toHaveLength(3);
    expect(screen.getByTitle("Fermer toutes les suggestions")).toBeTruthy();
  });

  it("Mobile closes with 'Fermer le chat'", () => {
    render(<Mobile />);
    expect(screen.getByTitle("Fermer le chat")).toBeTruthy();
  });

  it("EnglishDarkLeft speaks English, dark, on the left, in its own colour", () => {
    render(<EnglishDarkLeft />);
    expect(screen.getByPlaceholderText("Ask your question here...")).toBeTruthy();
    const root = document.querySelector(".ami-chat") as HTMLElement;
    expect(root.dataset).toMatchObject({ theme: "dark", position: "bottom-left" });
    expect(root.style.getPropertyValue("--ui-color-primary")).toBe("#d4380d");
  });
});
