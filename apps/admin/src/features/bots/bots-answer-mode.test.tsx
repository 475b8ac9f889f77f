import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountFixture, botFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const VIEWER = ["bots.view_bot"];
const EDITOR = ["bots.view_bot", "bots.add_bot", "bots.change_bot"];

const api = scriptedApiForEachTest();

const EXTRACTIVE = { answer_mode: "extractive", provider: null, models: [], error: null };

function listing(models: string[], error: string | null = null) {
  return {
    answer_mode: "language_model",
    provider: "llm.example.org",
    models: models.map((value) => ({ value, display_name: value })),
    error,
  };
}

function bot(overrides: Record<string, unknown> = {}) {
  return botFixture(5, "Accueil", {
    account: 4,
    updated_at: "2025-02-03T10:00:00Z",
    ...overrides,
  });
}

beforeEach(() => {
  const window = (globalThis as { happyDOM?: { settings: { disableIframePageLoading: boolean } } })
    .happyDOM;
  if (window) window.settings.disableIframePageLoading = true;
  api.on("GET", "/api/accounts/", { json: paged([accountFixture(4, "Mairie")]) });
  api.on("OPTIONS", "/api/bots/", {
    json: {
      actions: {
        POST: {
          model: { choices: [{ value: "gpt-4o-mini", display_name: "GPT-4o mini" }] },
          channel_type: { choices: [{ value: "web", display_name: "Site web" }] },
        },
      },
    },
  });
  api.on("GET", "/api/text_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/bubble-messages/", { json: paged([]) });
  api.on("GET", "/api/shortcuts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
  api.on("GET", "/api/bots/5/", { json: bot() });
});

async function answerMode() {
  return screen.findByRole("region", { name: "Mode de réponse" }, FIRST_SCREEN);
}

describe("an assistant's answer mode", () => {
  it("says answers are extracted, and offers no model, when no provider is configured", async () => {
    api.on("GET", "/api/bots/language-models/", { json: EXTRACTIVE });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    const mode = await answerMode();
    expect(
      within(mode).getByRole("heading", {
        name: "Réponses extraites de vos bases de connaissances",
      }),
    ).toBeTruthy();
    expect(mode.textContent).toContain("Aucun fournisseur de modèle de langage n'est configuré");
    const model = screen.getByRole("combobox", { name: "Modèle" });
    expect(model.hasAttribute("disabled") || model.getAttribute("data-disabled") !== null).toBe(
      true,
    );
    expect(model.textContent).toBe("Aucun\u00a0: réponses extraites");
    expect(screen.queryByText("GPT-4o mini")).toBeNull();
    expect(
      api.requests.find((request) => request.path === "/api/bots/language-models/")?.query,
    ).toEqual({ account: "4" });
  });

  it("names the model that writes the answers, and offers only the provider's models", async () => {
    api.on("GET", "/api/bots/language-models/", {
      json: listing(["gpt-4o-mini", "mistral-small"]),
    });
    api.on("PATCH", "/api/bots/5/", (request) => ({
      json: bot({ ...(request.body as object), updated_at: "2025-03-01T00:00:00Z" }),
    }));
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    const mode = await answerMode();
    expect(within(mode).getByRole("heading", { name: "Réponses rédigées par gpt-4o-mini" }));
    expect(mode.textContent).toContain("llm.example.org");
    const model = screen.getByRole("combobox", { name: "Modèle" });
    fireEvent.keyDown(model, { key: "Enter" });
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["gpt-4o-mini", "mistral-small"]);
    fireEvent.click(screen.getByRole("option", { name: "mistral-small" }));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Assistant enregistré")).toBeTruthy();
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toMatchObject({
      model: "mistral-small",
    });
  });

  it("warns when the provider does not list the assistant's model", async () => {
    api.on("GET", "/api/bots/language-models/", { json: listing(["llama3.2"]) });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    const mode = await answerMode();
    expect(
      within(mode).getByRole("heading", {
        name: "Le modèle gpt-4o-mini n'est pas proposé par llm.example.org",
      }),
    ).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Modèle" }), { key: "Enter" });
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "llama3.2",
      "gpt-4o-mini (non proposé par le fournisseur)",
    ]);
  });

  it("says why when the provider cannot be reached, and keeps the stored model", async () => {
    api.on("GET", "/api/bots/language-models/", {
      json: listing([], "le fournisseur est injoignable (vérifiez son adresse)"),
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: VIEWER });
    const mode = await answerMode();
    expect(
      within(mode).getByRole("heading", {
        name: "Réponses rédigées par gpt-4o-mini, si llm.example.org répond",
      }),
    ).toBeTruthy();
    expect(mode.textContent).toContain("le fournisseur est injoignable (vérifiez son adresse)");
    expect(mode.textContent).toContain("cite les passages les plus pertinents");
  });

  it("starts a new assistant with a model the provider lists", async () => {
    api.on("GET", "/api/bots/language-models/", { json: listing(["llama3.2", "qwen2.5"]) });
    api.on("POST", "/api/bots/", (request) => ({
      status: 201,
      json: bot({ id: 8, ...(request.body as object) }),
    }));
    api.on("GET", "/api/bots/8/", { json: bot({ id: 8, name: "Guichet", model: "llama3.2" }) });
    renderAdmin("/bots", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.click(
      await screen.findByRole("button", { name: "Créer un assistant" }, FIRST_SCREEN),
    );
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Modèle" }).textContent).toBe("llama3.2"),
    );
    fireEvent.change(within(dialog).getByLabelText(/Nom/), { target: { value: "Guichet" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer l'assistant" }));
    expect(await screen.findByText("Assistant créé")).toBeTruthy();
    expect(api.requests.find((request) => request.method === "POST")?.body).toMatchObject({
      model: "llama3.2",
    });
  });
});

describe("what answers, wherever an assistant's model is shown", () => {
  it("says in the assistants list that answers are extracted, and names the model otherwise", async () => {
    api.on("GET", "/api/bots/", {
      json: paged([
        bot({ id: 5, name: "Accueil", answer_mode: "extractive" }),
        bot({ id: 6, name: "Urbanisme", answer_mode: "language_model" }),
      ]),
    });
    renderAdmin("/bots", { apiUrl: api.url, permissions: VIEWER });
    const list = await screen.findByRole("region", { name: "Liste des assistants" }, FIRST_SCREEN);
    const row = (name: string) => {
      const found = within(list).getByRole("link", { name }).closest("tr");
      if (!found) throw new Error(`${name} has no row.`);
      return found;
    };
    await within(list).findByRole("link", { name: "Accueil" });
    expect(row("Accueil").textContent).toContain("Aucun\u00a0: réponses extraites");
    expect(within(row("Accueil")).queryByText("GPT-4o mini")).toBeNull();
    expect(within(row("Urbanisme")).getByText("gpt-4o-mini")).toBeTruthy();
  });

  it("says in a viewer's summary that answers are extracted", async () => {
    api.on("GET", "/api/bots/5/", { json: bot({ answer_mode: "extractive" }) });
    api.on("GET", "/api/bots/language-models/", { json: EXTRACTIVE });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: VIEWER });
    const label = await screen.findByText("Modèle", { selector: "dt" }, FIRST_SCREEN);
    expect(label.nextElementSibling?.textContent).toBe("Aucun\u00a0: réponses extraites");
  });
});
