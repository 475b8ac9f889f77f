import { PERMISSIONS } from "@org/api-client";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { embedPageUrl } from "@/lib/embed-snippets";
import { accountFixture, botFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const VIEWER = ["bots.view_bot"];
// Every permission on assistants and their content.
const MANAGER = PERMISSIONS.filter((permission) => permission.startsWith("bots."));

const api = scriptedApiForEachTest();

/**
 * Whether frames load their page. The preview frames the embed host, which does not run here, so
 * frames stay empty, except where a test needs the frame's window.
 */
function loadFrames(on: boolean) {
  const dom = (window as { happyDOM?: { settings: { disableIframePageLoading: boolean } } })
    .happyDOM;
  if (dom) dom.settings.disableIframePageLoading = !on;
}

beforeEach(() => {
  loadFrames(false);
  api.on("GET", "/api/accounts/", {
    json: paged([accountFixture(4, "Mairie"), accountFixture(9, "Office de tourisme")]),
  });
  api.on("OPTIONS", "/api/bots/", {
    json: {
      actions: {
        POST: {
          model: {
            choices: [
              { value: "gpt-4o-mini", display_name: "GPT-4o mini" },
              { value: "gpt-4o", display_name: "GPT-4o" },
            ],
          },
          channel_type: { choices: [{ value: "web", display_name: "Site web" }] },
        },
      },
    },
  });
  api.on("GET", "/api/text_knowledge_bases/", {
    json: paged([knowledgeBase(11, "FAQ mairie", "text"), knowledgeBase(12, "Site", "url")]),
  });
  api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/bubble-messages/", { json: paged([]) });
  api.on("GET", "/api/shortcuts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
});

function knowledgeBase(id: number, name: string, type: "text" | "url") {
  return { id, name, type, value: "", url: null, updated_at: "2025-01-01T00:00:00Z" };
}

function bot(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return botFixture(id, name, {
    account: 4,
    welcome_message: "Bonjour !",
    text_knowledges: [11],
    updated_at: "2025-02-03T10:00:00Z",
    ...overrides,
  });
}

function bubble(id: number, message: string, order: number) {
  return { id, message, bot: 5, order, is_active: true, created_at: "2025-01-01T00:00:00Z" };
}

function shortcut(id: number, label: string, order: number) {
  return {
    id,
    label,
    value: label.toLowerCase(),
    bot: 5,
    order,
    is_active: true,
    created_at: "2025-01-01T00:00:00Z",
  };
}

function sent(method: string, path: string) {
  return api.requests.filter((request) => request.method === method && request.path === path);
}

describe("the assistants list", () => {
  it("lists the current account's assistants and turns one off with its switch", async () => {
    let active = true;
    api.on("GET", "/api/bots/", () => ({
      json: paged([bot(5, "Accueil", { is_active: active }), bot(6, "Urbanisme")]),
    }));
    api.on("PATCH", "/api/bots/5/", (request) => {
      active = (request.body as { is_active: boolean }).is_active;
      return { json: bot(5, "Accueil", { is_active: active }) };
    });
    renderAdmin("/bots", { apiUrl: api.url, permissions: MANAGER });
    const list = await screen.findByRole("region", { name: "Liste des assistants" }, FIRST_SCREEN);
    const row = (await within(list).findByRole("link", { name: "Accueil" })).closest("tr");
    if (!row) throw new Error("The assistant has no row.");
    expect(within(row).getByText("GPT-4o mini")).toBeTruthy();
    expect(sent("GET", "/api/bots/").every((request) => request.query.account === "4")).toBe(true);

    fireEvent.click(within(row).getByRole("switch", { name: "Accueil actif" }));
    expect(await screen.findByText("Assistant désactivé")).toBeTruthy();
    expect(sent("PATCH", "/api/bots/5/")[0]?.body).toEqual({ is_active: false });
    await waitFor(() =>
      expect(
        within(row).getByRole("switch", { name: "Accueil actif" }).getAttribute("aria-checked"),
      ).toBe("false"),
    );
  });

  it("creates an assistant in the current account, then opens its page", async () => {
    api.on("GET", "/api/bots/", { json: paged([]) });
    api.on("POST", "/api/bots/", (request) => ({
      status: 201,
      json: bot(8, "Guichet", request.body as Record<string, unknown>),
    }));
    api.on("GET", "/api/bots/8/", { json: bot(8, "Guichet", { system_prompt: "" }) });
    renderAdmin("/bots", { apiUrl: api.url, permissions: MANAGER });
    expect(
      await screen.findByText("Aucun assistant pour l'instant.", {}, FIRST_SCREEN),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Créer un assistant" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/créé dans le compte Mairie/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer l'assistant" }));
    expect(await within(dialog).findByText("Veuillez saisir le nom de l'assistant")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Nom/), { target: { value: " Guichet " } });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Site" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer l'assistant" }));
    expect(await screen.findByText("Assistant créé")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Guichet" })).toBeTruthy();
    const body = sent("POST", "/api/bots/")[0]?.body;
    expect(body).toMatchObject({ account: 4, name: "Guichet", text_knowledges: [12] });
    for (const field of ["model", "channel_type", "avatar_url"]) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it("shows an error with a retry when the list cannot load", async () => {
    api.on("GET", "/api/bots/", { status: 403, json: { detail: "Forbidden." } });
    renderAdmin("/bots", { apiUrl: api.url, permissions: MANAGER });
    expect(
      await screen.findByText("Impossible de charger les assistants.", {}, FIRST_SCREEN),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("gives a viewer no control to create, switch or delete", async () => {
    api.on("GET", "/api/bots/", { json: paged([bot(5, "Accueil")]) });
    renderAdmin("/bots", { apiUrl: api.url, permissions: VIEWER });
    const list = await screen.findByRole("region", { name: "Liste des assistants" }, FIRST_SCREEN);
    expect(await within(list).findByRole("link", { name: "Accueil" })).toBeTruthy();
    expect(within(list).getByText("Actif", { selector: "span.rt-Badge" })).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("button", { name: "Créer un assistant" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Supprimer/ })).toBeNull();
    // The form's choices are only listed to those who may fill the form.
    expect(api.requests.some((request) => request.method === "OPTIONS")).toBe(false);
  });
});

describe("an assistant's page", () => {
  it("saves the settings without the texts left empty", async () => {
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil", { system_prompt: "Sois bref." }) });
    api.on("PATCH", "/api/bots/5/", (request) => ({
      json: bot(5, "Accueil", { ...(request.body as object), updated_at: "2025-03-01T00:00:00Z" }),
    }));
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    const welcome = await screen.findByLabelText(/Message d'accueil/, {}, FIRST_SCREEN);
    fireEvent.change(welcome, { target: { value: "" } });
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: "Accueil mairie" } });
    fireEvent.change(screen.getByLabelText(/Prompt système/), {
      target: { value: "Réponds en français." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Assistant enregistré")).toBeTruthy();
    const body = sent("PATCH", "/api/bots/5/")[0]?.body;
    expect(body).toMatchObject({
      name: "Accueil mairie",
      system_prompt: "Réponds en français.",
      model: "gpt-4o-mini",
      text_knowledges: [11],
    });
    expect(body).not.toHaveProperty("welcome_message");
    expect(body).not.toHaveProperty("avatar_url");
  });

  it("offers to link only the knowledge bases of the assistant's account", async () => {
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil", { account: 9 }) });
    api.on("GET", "/api/text_knowledge_bases/", ({ query }) => ({
      json: paged(
        query.account === "9"
          ? [knowledgeBase(21, "FAQ de l'office", "text")]
          : [knowledgeBase(11, "FAQ mairie", "text")],
      ),
    }));
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    expect(
      await screen.findByRole("checkbox", { name: "FAQ de l'office" }, FIRST_SCREEN),
    ).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "FAQ mairie" })).toBeNull();
  });

  it("shows the server's refusal under the field it concerns", async () => {
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil") });
    api.on("PATCH", "/api/bots/5/", {
      status: 400,
      json: { avatar_url: ["Enter a valid URL."] },
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: ["bots.view_bot", "bots.change_bot"] });
    const avatar = await screen.findByLabelText(/Image de l'avatar/, {}, FIRST_SCREEN);
    fireEvent.change(avatar, { target: { value: "https://exemple.fr/avatar png" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText("Saisissez une adresse commençant par http:// ou https://"),
    ).toBeTruthy();
    fireEvent.change(avatar, { target: { value: "https://exemple.fr/avatar.png" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText(
        "Saisissez une adresse web valide, commençant par https://.",
        {},
        FIRST_SCREEN,
      ),
    ).toBeTruthy();
    expect(avatar.getAttribute("aria-invalid")).toBe("true");
    // Without the system prompt permissions, the prompt is neither shown nor sent.
    expect(screen.queryByLabelText(/Prompt système/)).toBeNull();
    expect(sent("PATCH", "/api/bots/5/")[0]?.body).not.toHaveProperty("system_prompt");
  });

  it("shows a viewer the settings read-only, without the prompt, bubbles or delete", async () => {
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil") });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: VIEWER });
    expect(await screen.findByRole("heading", { name: "Accueil" }, FIRST_SCREEN)).toBeTruthy();
    expect(screen.getByText("Bonjour !")).toBeTruthy();
    expect(screen.queryByText("Prompt système")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enregistrer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Supprimer l'assistant" })).toBeNull();
    expect(screen.queryByRole("tab", { name: /Bulles/ })).toBeNull();
    expect(screen.queryByRole("tab", { name: /Raccourcis/ })).toBeNull();
  });

  it("opens an assistant of another of the user's accounts in that account", async () => {
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil", { account: 9 }) });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: VIEWER });
    expect(await screen.findByRole("heading", { name: "Accueil" }, FIRST_SCREEN)).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Office de tourisme/ })).toBeTruthy();
  });

  it("moves a bubble down by saving the two new orders, and reloads the preview", async () => {
    let bubbles = [bubble(21, "Besoin d'un acte ?", 0), bubble(22, "Horaires d'été", 1)];
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil") });
    api.on("GET", "/api/bubble-messages/", () => ({ json: paged(bubbles) }));
    for (const id of [21, 22]) {
      api.on("PATCH", `/api/bubble-messages/${id}/`, (request) => {
        const { order } = request.body as { order: number };
        bubbles = bubbles.map((item) => (item.id === id ? { ...item, order } : item));
        return { json: bubbles.find((item) => item.id === id) };
      });
    }
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    const frame = await screen.findByTitle("Aperçu du widget d'Accueil", {}, FIRST_SCREEN);
    expect(frame.getAttribute("src")).toBe(embedPageUrl(5));
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Bulles/ }));
    const list = await screen.findByRole("list", { name: "Bulles de l'assistant" });
    const down = within(list).getByRole("button", { name: "Descendre Besoin d'un acte ?" });
    expect(within(list).getByRole("button", { name: "Monter Besoin d'un acte ?" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(down);
    expect(await screen.findByText("Ordre des bulles enregistré")).toBeTruthy();
    const patches = api.requests.filter((request) => request.method === "PATCH");
    expect(patches.map((request) => [request.path, request.body, request.query.bot_id])).toEqual(
      expect.arrayContaining([
        ["/api/bubble-messages/21/", { order: 1 }, "5"],
        ["/api/bubble-messages/22/", { order: 0 }, "5"],
      ]),
    );
    expect(patches).toHaveLength(2);
    await waitFor(() =>
      expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Horaires d'été"),
    );
    expect(screen.getByTitle("Aperçu du widget d'Accueil")).not.toBe(frame);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe("Monter Besoin d'un acte ?"),
    );
  });

  it("adds a bubble last, and deletes a shortcut only once confirmed", async () => {
    let shortcuts = [shortcut(31, "Horaires", 0)];
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil") });
    api.on("GET", "/api/bubble-messages/", { json: paged([bubble(21, "Bonjour", 3)]) });
    api.on("POST", "/api/bubble-messages/", (request) => ({
      status: 201,
      json: { ...bubble(23, "", 0), ...(request.body as object) },
    }));
    api.on("GET", "/api/shortcuts/", () => ({ json: paged(shortcuts) }));
    api.on("DELETE", "/api/shortcuts/31/", () => {
      shortcuts = [];
      return { status: 204 };
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    fireEvent.mouseDown(await screen.findByRole("tab", { name: /Bulles/ }, FIRST_SCREEN));
    fireEvent.change(await screen.findByLabelText("Nouvelle bulle"), {
      target: { value: "Une démarche ?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Ajouter la bulle" }));
    expect(await screen.findByText("Bulle ajoutée")).toBeTruthy();
    expect(sent("POST", "/api/bubble-messages/")[0]?.body).toEqual({
      bot: 5,
      message: "Une démarche ?",
      order: 4,
      is_active: true,
    });

    fireEvent.mouseDown(screen.getByRole("tab", { name: /Raccourcis/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Supprimer Horaires" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(sent("DELETE", "/api/shortcuts/31/")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Raccourci supprimé")).toBeTruthy();
    expect(await screen.findByText("Aucun raccourci pour l'instant.")).toBeTruthy();
  });

  it("shows the bubbles the framed widget hands to the page beside its closed launcher, as a site does", async () => {
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil") });
    loadFrames(true);
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    const frame = (await screen.findByTitle(
      "Aperçu du widget d'Accueil",
      {},
      FIRST_SCREEN,
    )) as HTMLIFrameElement;
    const embedOrigin = new URL(embedPageUrl(5)).origin;
    const bubbles = (texts: string[]) => ({
      type: "AMI_BUBBLES_DATA",
      bubbles: texts.map((bubble, index) => ({ id: index + 1, bubble })),
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: bubbles(["Une démarche ?", "Nos horaires"]),
          origin: embedOrigin,
          source: frame.contentWindow,
        }),
      );
      // Another origin, even through that frame, is not heard.
      window.dispatchEvent(
        new MessageEvent("message", {
          data: bubbles(["Venue d'ailleurs"]),
          origin: "http://localhost:6666",
          source: frame.contentWindow,
        }),
      );
    });
    const preview = screen.getByRole("region", { name: "Aperçu" });
    // The chat is open: as on a site, no bubble shows beside it, and nothing says they would.
    expect(within(preview).queryByRole("list", { name: "Bulles du widget" })).toBeNull();
    expect(preview.textContent).not.toContain("bulles");

    // Editing the bubbles closes the preview's chat: they show beside its launcher.
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Bulles/ }));
    expect(await within(preview).findByRole("button", { name: "Ouvrir le chat" })).toBeTruthy();
    const list = await within(preview).findByRole("list", { name: "Bulles du widget" });
    expect(preview.textContent).toContain(
      "Sur votre site, les bulles s'affichent à côté du bouton tant que le chat est fermé, la première 5 s après l'arrivée sur la page.",
    );
    // Like on a site, they fade in after the loader's delay.
    expect(within(list).queryAllByRole("listitem")).toHaveLength(0);
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole("listitem")
            .map((item) => item.textContent),
        ).toEqual(["Une démarche ?", "Nos horaires"]),
      { timeout: 10_000 },
    );
    expect(screen.queryByText("Venue d'ailleurs")).toBeNull();

    // Opening the chat hides them, as on a site.
    fireEvent.click(within(preview).getByRole("button", { name: "Ouvrir le chat" }));
    expect(within(preview).queryByRole("list", { name: "Bulles du widget" })).toBeNull();
    fireEvent.click(within(preview).getByRole("button", { name: "Réduire le chat" }));
    expect(within(preview).getByRole("list", { name: "Bulles du widget" })).toBeTruthy();

    // The note belongs to the bubbles: another tab finds the chat as it was, open.
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Réglages/ }));
    await waitFor(() => expect(preview.textContent).not.toContain("Sur votre site, les bulles"));
    expect(within(preview).getByRole("button", { name: "Réduire le chat" })).toBeTruthy();
    expect(within(preview).queryByRole("list", { name: "Bulles du widget" })).toBeNull();
  }, 20_000);

  it("says when a change of bubbles or shortcuts reaches the site", async () => {
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil") });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    fireEvent.mouseDown(await screen.findByRole("tab", { name: /Bulles/ }, FIRST_SCREEN));
    expect(
      await screen.findByText(
        /Chaque changement s'affiche sur votre site dès le prochain chargement de ses pages\./,
      ),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Raccourcis/ }));
    expect(
      await screen.findByText(
        /Des boutons sous la conversation.*Chaque changement s'affiche sur votre site dès le prochain chargement de ses pages\./,
      ),
    ).toBeTruthy();
  });

  it("shows that the bubbles and shortcuts could not load, not an empty list, and loads them again", async () => {
    let bubblesFail = true;
    api.on("GET", "/api/bots/5/", { json: bot(5, "Accueil") });
    api.on("GET", "/api/bubble-messages/", () =>
      bubblesFail
        ? { status: 403, json: { detail: "You do not have permission." } }
        : { json: paged([bubble(21, "Besoin d'un acte ?", 0)]) },
    );
    api.on("GET", "/api/shortcuts/", { status: 403, json: { detail: "Forbidden." } });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    fireEvent.mouseDown(await screen.findByRole("tab", { name: /Bulles/ }, FIRST_SCREEN));
    const bubbles = await screen.findByRole("tabpanel");
    expect((await within(bubbles).findByRole("alert")).textContent).toBe(
      "Impossible de charger les bulles.",
    );
    expect(within(bubbles).queryByText("Aucune bulle pour l'instant.")).toBeNull();
    expect(within(bubbles).queryByLabelText("Nouvelle bulle")).toBeNull();

    bubblesFail = false;
    fireEvent.click(within(bubbles).getByRole("button", { name: "Réessayer" }));
    const list = await within(bubbles).findByRole("list", { name: "Bulles de l'assistant" });
    expect(within(list).getByText("Besoin d'un acte ?")).toBeTruthy();
    expect(within(bubbles).queryByRole("alert")).toBeNull();
    expect(within(bubbles).getByLabelText("Nouvelle bulle")).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("tab", { name: /Raccourcis/ }));
    const shortcuts = await screen.findByRole("tabpanel");
    expect((await within(shortcuts).findByRole("alert")).textContent).toBe(
      "Impossible de charger les raccourcis.",
    );
    expect(within(shortcuts).queryByText("Aucun raccourci pour l'instant.")).toBeNull();
    expect(within(shortcuts).getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("shows an error with a retry when the assistant cannot load", async () => {
    api.on("GET", "/api/bots/5/", { status: 403, json: { detail: "You do not have permission." } });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    expect(
      await screen.findByText("Impossible de charger cet assistant.", {}, FIRST_SCREEN),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });
});
