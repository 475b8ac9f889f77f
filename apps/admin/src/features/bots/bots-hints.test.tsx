import { visitorPrivacyUrl } from "@org/api-client";
import { BOT_AVATAR_ICON_PATH } from "@org/chat-widget/host";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountFixture, botFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const VIEWER = ["bots.view_bot"];
const EDITOR = [
  "bots.view_bot",
  "bots.change_bot",
  "bots.view_bot__system_prompt",
  "bots.change_bot__system_prompt",
];
const KEPT = "Vidé, le texte enregistré est conservé.";

const api = scriptedApiForEachTest();

function bot(overrides: Record<string, unknown> = {}) {
  return botFixture(5, "Aide Debian", {
    account: 4,
    welcome_message: "Bonjour !",
    system_prompt: "Réponds brièvement.",
    updated_at: "2025-02-03T10:00:00Z",
    ...overrides,
  });
}

beforeEach(() => {
  const dom = (globalThis as { happyDOM?: { settings: { disableIframePageLoading: boolean } } })
    .happyDOM;
  if (dom) dom.settings.disableIframePageLoading = true;
  api.on("GET", "/api/accounts/", { json: paged([accountFixture(4, "Mairie")]) });
  api.on("GET", "/api/text_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/bubble-messages/", { json: paged([]) });
  api.on("GET", "/api/shortcuts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([bot()]) });
  api.on("GET", "/api/bots/5/", { json: bot() });
  api.on("OPTIONS", "/api/bots/", {
    json: {
      actions: {
        POST: {
          model: { choices: [] },
          channel_type: { choices: [{ value: "web", display_name: "Site web" }] },
        },
      },
    },
  });
  api.on("GET", "/api/bots/language-models/", {
    json: { answer_mode: "extractive", provider: null, models: [], error: null },
  });
});

/** What the form says under the field labelled `label`. */
function hintOf(label: string | RegExp): string {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** Whether `element` draws the widget's robot, and no letters. */
function showsTheRobot(element: HTMLElement): boolean {
  const paths = Array.from(element.querySelectorAll("path"));
  return (
    element.textContent === "" &&
    paths.some((path) => path.getAttribute("d") === BOT_AVATAR_ICON_PATH)
  );
}

describe("the hints of an assistant's settings", () => {
  it("says a stored text is kept only under a text that was emptied", async () => {
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    await screen.findByLabelText("Message d'accueil", {}, FIRST_SCREEN);
    for (const label of ["Message d'accueil", "Prompt système"]) {
      expect(hintOf(label)).not.toContain(KEPT);
      fireEvent.change(screen.getByLabelText(label), { target: { value: "   " } });
      expect(hintOf(label)).toBe(KEPT);
      fireEvent.change(screen.getByLabelText(label), { target: { value: "Autre texte" } });
      expect(hintOf(label)).not.toContain(KEPT);
    }
  });

  it("says the system prompt applies only to answers written by a language model", async () => {
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    await screen.findByLabelText("Prompt système", {}, FIRST_SCREEN);
    await waitFor(() =>
      expect(hintOf("Prompt système")).toContain(
        "Ne s'applique qu'aux réponses rédigées par un modèle de langage",
      ),
    );
  });

  it("says the system prompt guides every answer of an assistant with a language model", async () => {
    api.on("GET", "/api/bots/language-models/", {
      json: {
        answer_mode: "language_model",
        provider: "llm.example.org",
        models: [{ value: "gpt-4o-mini", display_name: "gpt-4o-mini" }],
        error: null,
      },
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    await screen.findByLabelText("Prompt système", {}, FIRST_SCREEN);
    await waitFor(() =>
      expect(hintOf("Prompt système")).toBe(
        "Les consignes que l'assistant suit pour chaque réponse.",
      ),
    );
  });

  it("says a shortcut's value is the owner's own mark, neither shown nor sent", async () => {
    renderAdmin("/bots/5", {
      apiUrl: api.url,
      permissions: [...EDITOR, "bots.add_shortcut", "bots.view_shortcut"],
    });
    fireEvent.mouseDown(await screen.findByRole("tab", { name: /Raccourcis/ }, FIRST_SCREEN));
    await screen.findByLabelText("Valeur");
    expect(hintOf("Valeur")).toContain(
      "les visiteurs ne la voient pas, le bouton envoie son libellé",
    );
  });

  it("says what an empty welcome message shows when none is stored", async () => {
    api.on("GET", "/api/bots/5/", { json: bot({ welcome_message: "" }) });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    await screen.findByLabelText("Message d'accueil", {}, FIRST_SCREEN);
    expect(hintOf("Message d'accueil")).toContain("Comment puis-je vous aider?");
    expect(hintOf("Message d'accueil")).not.toContain(KEPT);
  });

  it("links the server's policy for visitors, in the assistant's language, for an empty privacy address", async () => {
    api.on("GET", "/api/bots/5/", { json: bot({ language: "en" }) });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    await screen.findByLabelText("Politique de confidentialité (adresse)", {}, FIRST_SCREEN);
    expect(hintOf("Politique de confidentialité (adresse)")).not.toContain("pas de lien");
    const link = screen.getByRole("link", {
      name: "la politique pour les visiteurs de ce service",
    });
    expect(link.getAttribute("href")).toBe(visitorPrivacyUrl(api.url, "en"));
  });

  it("tells a viewer which policy the widget links without an address of its own", async () => {
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: VIEWER });
    const label = await screen.findByText(
      "Politique de confidentialité",
      { selector: "dt" },
      FIRST_SCREEN,
    );
    const value = label.nextElementSibling as HTMLElement;
    expect(value.textContent).not.toContain("pas de lien");
    expect(
      within(value)
        .getByRole("link", { name: "la politique pour les visiteurs de ce service" })
        .getAttribute("href"),
    ).toBe(visitorPrivacyUrl(api.url, "fr"));
  });

  it("shows the widget's robot, not letters, for an assistant without an avatar image", async () => {
    renderAdmin("/bots", { apiUrl: api.url, permissions: VIEWER });
    const list = await screen.findByRole("region", { name: "Liste des assistants" }, FIRST_SCREEN);
    expect(showsTheRobot(await within(list).findByRole("img", { name: "Aide Debian" }))).toBe(true);
    expect(within(list).queryByText("AI")).toBeNull();
  });

  it("shows the robot in the assistant's header and beside the avatar field, and says so", async () => {
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    await screen.findByLabelText("Image de l'avatar (adresse)", {}, FIRST_SCREEN);
    expect(hintOf("Image de l'avatar (adresse)")).not.toContain("initiales");
    expect(hintOf("Image de l'avatar (adresse)")).toContain("un robot, dans le widget comme ici");
    const avatars = screen.getAllByRole("img", { name: "Aide Debian" });
    expect(avatars).toHaveLength(2);
    expect(avatars.every(showsTheRobot)).toBe(true);
  });
});
