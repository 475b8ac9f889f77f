import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVE_ACCOUNT_STORAGE_KEY } from "@/constants";
import { accountFixture } from "@/test/fixtures";
import { renderAdmin, TEST_USER } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const VIEW = "bots.view_bot";
const CHANGE = "bots.change_bot";
const CRAWL = "knowledge_bases.add_urlknowledge";
const DOCUMENTS = "knowledge_bases.view_documentknowledge";
const EDITOR = [VIEW, CHANGE, CRAWL, DOCUMENTS];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
});

/** The owner works in two accounts and has chosen the second, Lyon, in the sidebar. */
function inLyon() {
  api.on("GET", "/api/accounts/", {
    json: paged([accountFixture(1, "Démo"), accountFixture(2, "Ville de Lyon")]),
  });
  localStorage.setItem(
    ACTIVE_ACCOUNT_STORAGE_KEY,
    JSON.stringify({ user: TEST_USER.user_id, account: 2 }),
  );
}

/** Each account's bases of a kind, as the API keeps them to the account asked for. */
function basesByAccount(bases: Record<string, unknown[]>) {
  return ({ query }: { query: Record<string, string> }) => ({
    json: paged(bases[query.account ?? ""] ?? []),
  });
}

function textBase(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    account: 1,
    name,
    type: "text",
    value: "Les horaires de la mairie : du lundi au vendredi.",
    url: null,
    is_active: true,
    chunk_count: 3,
    last_ingested_at: "2025-03-03T13:05:00Z",
    created_at: "2025-03-01T10:00:00Z",
    updated_at: "2025-03-03T13:05:00Z",
    ...overrides,
  };
}

function urlBase(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return textBase(id, name, {
    type: "url",
    value: null,
    url: "https://mairie.example.fr/",
    chunk_count: 12,
    ...overrides,
  });
}

function documentBase(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    account: 1,
    name,
    url: `http://127.0.0.1/api/document_knowledge_bases/${id}/file/`,
    size: 2048,
    content_type: "application/pdf",
    is_active: true,
    chunk_count: 7,
    last_ingested_at: null,
    created_at: "2025-03-02T09:00:00Z",
    updated_at: "2025-03-02T09:00:00Z",
    ...overrides,
  };
}

function task(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: "url_ingest",
    knowledge_base: 9,
    knowledge_base_name: "Site de la mairie",
    status: "running",
    progress_done: 0,
    progress_total: 3,
    errors: [],
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    finished_at: null,
    ...overrides,
  };
}

async function listRegion() {
  return screen.findByRole("region", { name: "Liste des bases de connaissances" }, FIRST_SCREEN);
}

function rowOf(list: HTMLElement, name: string): HTMLElement {
  const row = within(list)
    .getAllByRole("row")
    .find((each) => each.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe("the knowledge-bases list", () => {
  it("lists every kind with its badge, fragment count and last ingestion, filtered by type", async () => {
    api.on("GET", "/api/text_knowledge_bases/", {
      json: paged([textBase(1, "Horaires"), urlBase(2, "Site de la mairie")]),
    });
    api.on("GET", "/api/document_knowledge_bases/", {
      json: paged([documentBase(3, "Guide du citoyen")]),
    });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    const list = await listRegion();
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(4), FIRST_SCREEN);

    const text = rowOf(list, "Horaires");
    expect(within(text).getByText("Texte")).toBeTruthy();
    expect(within(text).getByText("3")).toBeTruthy();
    expect(text.textContent).toContain("3 mars 2025");
    const site = rowOf(list, "Site de la mairie");
    expect(within(site).getByText("URL")).toBeTruthy();
    expect(within(site).getByText("12")).toBeTruthy();
    const guide = rowOf(list, "Guide du citoyen");
    expect(within(guide).getByText("Document")).toBeTruthy();
    expect(within(guide).getByText("7")).toBeTruthy();
    expect(within(guide).getByText("Jamais")).toBeTruthy();

    fireEvent.keyDown(screen.getByRole("combobox", { name: "Filtrer par type" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Document" }));
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(2));
    expect(list.textContent).toContain("Guide du citoyen");
    expect(list.textContent).not.toContain("Horaires");
    const query = api.requests.find((request) => request.path === "/api/text_knowledge_bases/");
    expect(query?.query).toMatchObject({ format: "json", ordering: "-updated_at" });
  });

  it("lists the bases of the account chosen in the sidebar only, documents included", async () => {
    inLyon();
    api.on(
      "GET",
      "/api/text_knowledge_bases/",
      basesByAccount({
        1: [textBase(1, "Horaires de la démo")],
        2: [textBase(4, "Horaires de Lyon", { account: 2 })],
      }),
    );
    api.on(
      "GET",
      "/api/document_knowledge_bases/",
      basesByAccount({
        1: [documentBase(3, "Guide de la démo")],
        2: [documentBase(6, "Guide de Lyon", { account: 2 })],
      }),
    );
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    const list = await listRegion();
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3), FIRST_SCREEN);
    expect(list.textContent).toContain("Horaires de Lyon");
    expect(list.textContent).toContain("Guide de Lyon");
    expect(list.textContent).not.toContain("démo");
  });

  it("opens a base of another of the user's accounts from its address, in that account", async () => {
    inLyon();
    api.on(
      "GET",
      "/api/text_knowledge_bases/",
      basesByAccount({ 1: [textBase(1, "Horaires de la démo")], 2: [] }),
    );
    api.on("GET", "/api/document_knowledge_bases/", basesByAccount({}));
    api.on("GET", "/api/text_knowledge_bases/1/", { json: textBase(1, "Horaires de la démo") });
    renderAdmin("/knowledge_bases?base=1", { apiUrl: api.url, permissions: EDITOR });
    expect(
      await screen.findByRole("dialog", { name: "Modifier la base" }, FIRST_SCREEN),
    ).toBeTruthy();
    // The dialog hides the page behind it from assistive technologies, the switcher included.
    expect(screen.getByRole("button", { name: /Démo/, hidden: true })).toBeTruthy();
    expect((screen.getByLabelText(/Nom/) as HTMLInputElement).value).toBe("Horaires de la démo");
  });

  it("says whether each base is embedded, and with which model", async () => {
    const model = "text-embedding-3-small";
    api.on("GET", "/api/text_knowledge_bases/", {
      json: paged([
        textBase(1, "Horaires", {
          embedding: { model, embedded_chunks: 3, total_chunks: 3, error: null },
        }),
        urlBase(2, "Site de la mairie", {
          embedding: {
            model,
            embedded_chunks: 5,
            total_chunks: 12,
            error: "Vectorisation incomplète : le fournisseur est injoignable.",
          },
        }),
        textBase(4, "Tarifs", {
          embedding: { model: null, embedded_chunks: 0, total_chunks: 3, error: null },
        }),
      ]),
    });
    api.on("GET", "/api/document_knowledge_bases/", {
      json: paged([documentBase(3, "Guide du citoyen")]),
    });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    const list = await listRegion();
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(5), FIRST_SCREEN);
    expect(within(rowOf(list, "Horaires")).getByText(`Vectorisée (${model})`)).toBeTruthy();
    const site = rowOf(list, "Site de la mairie");
    expect(within(site).getByText(`Vectorisée en partie (5 / 12 extraits, ${model})`)).toBeTruthy();
    fireEvent.click(within(site).getByText("Pourquoi ?"));
    expect(
      within(site).getByText("Vectorisation incomplète : le fournisseur est injoignable."),
    ).toBeTruthy();
    expect(within(rowOf(list, "Tarifs")).getByText("Non vectorisée")).toBeTruthy();
    // A server that does not say is taken as not embedding.
    expect(within(rowOf(list, "Guide du citoyen")).getByText("Non vectorisée")).toBeTruthy();

    fireEvent.pointerDown(screen.getByRole("button", { name: "Actions pour Site de la mairie" }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Modifier" }));
    const dialog = await screen.findByRole("dialog");
    const status = within(dialog).getByRole("region", { name: "Vectorisation" });
    expect(status.textContent).toContain(`Vectorisée en partie (5 / 12 extraits, ${model})`);
    expect(status.textContent).toContain("le fournisseur est injoignable");
  });

  it("shows a user without the document permission text and URL bases only", async () => {
    api.on("GET", "/api/text_knowledge_bases/", { json: paged([textBase(1, "Horaires")]) });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: [VIEW] });
    const list = await listRegion();
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(2), FIRST_SCREEN);
    expect(api.requests.some((request) => request.path.startsWith("/api/document_"))).toBe(false);
    expect(screen.queryByRole("link", { name: "Ajouter" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Tout sélectionner" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Actions pour Horaires" })).toBeNull();
    const toggle = within(list).getByRole("switch", { name: "Base active : Horaires" });
    expect(toggle.hasAttribute("disabled")).toBe(true);
  });

  it("deletes two selected bases of different kinds after confirmation", async () => {
    let texts = [textBase(1, "Horaires"), urlBase(2, "Site de la mairie")];
    let documents = [documentBase(3, "Guide du citoyen")];
    api.on("GET", "/api/text_knowledge_bases/", () => ({ json: paged(texts) }));
    api.on("GET", "/api/document_knowledge_bases/", () => ({ json: paged(documents) }));
    api.on("DELETE", "/api/text_knowledge_bases/1/", () => {
      texts = texts.filter((base) => base.id !== 1);
      return { status: 204 };
    });
    api.on("POST", "/api/document_knowledge_bases/delete_multi", (request) => {
      const { ids } = request.body as { ids: number[] };
      documents = documents.filter((base) => !ids.includes(base.id));
      return { status: 204 };
    });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    const list = await listRegion();
    fireEvent.click(
      await within(list).findByRole("checkbox", { name: "Sélectionner Horaires" }, FIRST_SCREEN),
    );
    fireEvent.click(within(list).getByRole("checkbox", { name: "Sélectionner Guide du citoyen" }));
    fireEvent.click(screen.getByRole("button", { name: "Supprimer la sélection (2)" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Supprimer 2 bases ?")).toBeTruthy();
    expect(api.requests.some((request) => request.method !== "GET")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));

    // Each deletion refetches the lists before it settles: the toast waits for both.
    expect(await screen.findByText("Bases supprimées", {}, FIRST_SCREEN)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(2));
    expect(list.textContent).toContain("Site de la mairie");
    const multi = api.requests.find((request) => request.path.endsWith("/delete_multi"));
    expect(multi?.body).toEqual({ ids: [3] });
  });

  it("asks before deleting a single base", async () => {
    let texts = [textBase(1, "Horaires")];
    api.on("GET", "/api/text_knowledge_bases/", () => ({ json: paged(texts) }));
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    api.on("DELETE", "/api/text_knowledge_bases/1/", () => {
      texts = [];
      return { status: 204 };
    });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.pointerDown(
      await screen.findByRole("button", { name: "Actions pour Horaires" }, FIRST_SCREEN),
      { button: 0, ctrlKey: false },
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Horaires et ses fragments indexés seront supprimés");
    fireEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Base supprimée")).toBeTruthy();
    expect(await screen.findByText("Aucune base de connaissances pour l'instant.")).toBeTruthy();
  });

  it("switches a base off and says so", async () => {
    let active = true;
    api.on("GET", "/api/text_knowledge_bases/", () => ({
      json: paged([textBase(1, "Horaires", { is_active: active })]),
    }));
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    api.on("PATCH", "/api/text_knowledge_bases/1/", (request) => {
      active = (request.body as { is_active: boolean }).is_active;
      return { json: textBase(1, "Horaires", { is_active: active }) };
    });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    const toggle = await screen.findByRole(
      "switch",
      { name: "Base active : Horaires" },
      FIRST_SCREEN,
    );
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    expect(await screen.findByText("Base désactivée")).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toEqual({ is_active: false });
  });

  it("edits the name and content of a text base", async () => {
    api.on("GET", "/api/text_knowledge_bases/", { json: paged([textBase(1, "Horaires")]) });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    api.on("PATCH", "/api/text_knowledge_bases/1/", (request) => ({
      json: { ...textBase(1, "Horaires"), ...(request.body as object) },
    }));
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.pointerDown(
      await screen.findByRole("button", { name: "Actions pour Horaires" }, FIRST_SCREEN),
      { button: 0, ctrlKey: false },
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Modifier" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Nom/), {
      target: { value: "Horaires d'été" },
    });
    fireEvent.change(within(dialog).getByLabelText(/Contenu/), {
      target: { value: "En été, la mairie ferme à 16 h." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Base enregistrée")).toBeTruthy();
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toEqual({
      name: "Horaires d'été",
      value: "En été, la mairie ferme à 16 h.",
    });
  });

  it("opens a base from its name, as the other lists do, to edit it", async () => {
    api.on("GET", "/api/text_knowledge_bases/", {
      json: paged([textBase(1, "Horaires"), urlBase(2, "Site de la mairie")]),
    });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    api.on("PATCH", "/api/text_knowledge_bases/2/", (request) => ({
      json: { ...urlBase(2, "Site de la mairie"), ...(request.body as object) },
    }));
    const app = renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    const list = await listRegion();
    const name = await within(list).findByRole("link", { name: "Site de la mairie" }, FIRST_SCREEN);
    expect(name.getAttribute("href")).toBe("/knowledge_bases?base=2");
    fireEvent.click(name);
    const dialog = await screen.findByRole("dialog", { name: "Modifier la base" });
    expect(app.router.state.location.search).toBe("?base=2");
    fireEvent.change(within(dialog).getByLabelText(/Nom/), { target: { value: "Site officiel" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Base enregistrée")).toBeTruthy();
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toEqual({
      name: "Site officiel",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.router.state.location.search).toBe("");
  });

  it("opens a base from its address, read-only for a user who may not change it", async () => {
    api.on("GET", "/api/text_knowledge_bases/", { json: paged([textBase(1, "Horaires")]) });
    renderAdmin("/knowledge_bases?base=1", { apiUrl: api.url, permissions: [VIEW] });
    const dialog = await screen.findByRole("dialog", { name: "Horaires" }, FIRST_SCREEN);
    expect(dialog.textContent).toContain("Vous pouvez consulter cette base, pas la modifier.");
    const content = within(dialog).getByLabelText("Contenu") as HTMLTextAreaElement;
    expect(content.value).toBe("Les horaires de la mairie : du lundi au vendredi.");
    expect(content.readOnly).toBe(true);
    expect(within(dialog).queryByRole("button", { name: "Enregistrer" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const list = await listRegion();
    expect(within(list).getByRole("link", { name: "Horaires" })).toBeTruthy();
  });

  it("crawls a site again on demand, for a user allowed to crawl", async () => {
    api.on("GET", "/api/text_knowledge_bases/", {
      json: paged([urlBase(2, "Site de la mairie"), textBase(1, "Horaires")]),
    });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    api.on("POST", "/api/url_knowledge_bases/2/ingest/", { status: 202, json: { task: 12 } });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.pointerDown(
      await screen.findByRole("button", { name: "Actions pour Horaires" }, FIRST_SCREEN),
      { button: 0, ctrlKey: false },
    );
    expect(screen.queryByRole("menuitem", { name: "Synchroniser maintenant" })).toBeNull();
    fireEvent.keyDown(await screen.findByRole("menu"), { key: "Escape" });
    fireEvent.pointerDown(screen.getByRole("button", { name: "Actions pour Site de la mairie" }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Synchroniser maintenant" }));
    expect(await screen.findByText("Ingestion relancée")).toBeTruthy();
    expect(
      api.requests.some((request) => request.path === "/api/url_knowledge_bases/2/ingest/"),
    ).toBe(true);
  });

  it("shows an error with a retry when the list cannot load", async () => {
    api.on("GET", "/api/text_knowledge_bases/", { status: 403, json: { detail: "Forbidden." } });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    renderAdmin("/knowledge_bases", { apiUrl: api.url, permissions: EDITOR });
    expect(
      await screen.findByText(
        "Impossible de charger les bases de connaissances.",
        {},
        FIRST_SCREEN,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });
});

describe("the automatic synchronisation of a site", () => {
  const OFF = {
    frequency: "off",
    hour: 3,
    weekday: 1,
    next_sync_at: null,
    time_zone: "America/Montreal",
  };

  function scheduledSite(sync: Record<string, unknown> = OFF) {
    api.on("GET", "/api/text_knowledge_bases/", {
      json: paged([urlBase(2, "Site de la mairie", { sync })]),
    });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    api.on("PUT", "/api/url_knowledge_bases/2/schedule/", (request) => {
      const body = request.body as { frequency: string; hour: number; weekday: number };
      // 06 h in Montréal on Tuesday 4 March 2025 (UTC-5).
      return {
        json: urlBase(2, "Site de la mairie", {
          sync: { ...body, next_sync_at: "2025-03-04T11:00:00Z", time_zone: "America/Montreal" },
        }),
      };
    });
  }

  async function scheduleRegion(permissions = EDITOR) {
    renderAdmin("/knowledge_bases?base=2", { apiUrl: api.url, permissions });
    await screen.findByRole("dialog", {}, FIRST_SCREEN);
    return screen.findByRole("region", { name: "Synchronisation automatique" });
  }

  function choose(region: HTMLElement, field: string, option: string) {
    fireEvent.keyDown(within(region).getByRole("combobox", { name: field }), { key: "Enter" });
    fireEvent.click(screen.getByRole("option", { name: option }));
  }

  function sentSchedule() {
    return api.requests.find((request) => request.method === "PUT")?.body;
  }

  it("crawls the site every day at the hour chosen, without a day of the week", async () => {
    scheduledSite();
    const region = await scheduleRegion();
    expect(region.textContent).toContain(
      "L'heure est celle du fuseau horaire du compte\u00a0: America/Montreal.",
    );
    expect(region.textContent).not.toContain("Prochaine synchronisation");
    expect(within(region).queryByRole("combobox", { name: "Jour" })).toBeNull();
    choose(region, "Fréquence", "Chaque jour");
    expect(within(region).queryByRole("combobox", { name: "Jour" })).toBeNull();
    choose(region, "Heure", "06\u00a0h");
    fireEvent.click(within(region).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Synchronisation enregistrée")).toBeTruthy();
    expect(sentSchedule()).toEqual({ frequency: "daily", hour: 6, weekday: 1 });
    // The next crawl is said in the account's time zone, not the browser's.
    await waitFor(() =>
      expect(region.textContent).toMatch(
        /Prochaine synchronisation\u00a0: mardi 4 mars 2025(,| à) 06:00/,
      ),
    );
  });

  it("crawls the site every week on the day and at the hour chosen, and says when next", async () => {
    scheduledSite();
    const region = await scheduleRegion();
    choose(region, "Fréquence", "Chaque semaine");
    choose(region, "Jour", "mardi");
    choose(region, "Heure", "06\u00a0h");
    fireEvent.click(within(region).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Synchronisation enregistrée")).toBeTruthy();
    expect(sentSchedule()).toEqual({ frequency: "weekly", hour: 6, weekday: 2 });
    await waitFor(() =>
      expect(region.textContent).toMatch(/Prochaine synchronisation\u00a0: mardi 4 mars 2025/),
    );
  });

  it("shows the schedule read-only to a user who may not crawl sites", async () => {
    scheduledSite({
      frequency: "weekly",
      hour: 6,
      weekday: 2,
      next_sync_at: "2025-03-04T11:00:00Z",
      time_zone: "America/Montreal",
    });
    const region = await scheduleRegion([VIEW, CHANGE]);
    expect(region.textContent).toMatch(/Prochaine synchronisation\u00a0: mardi 4 mars 2025/);
    for (const field of ["Fréquence", "Jour", "Heure"]) {
      expect(within(region).getByRole("combobox", { name: field }).hasAttribute("disabled")).toBe(
        true,
      );
    }
    expect(within(region).queryByRole("button", { name: "Enregistrer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Synchroniser maintenant" })).toBeNull();
  });

  it("crawls the site at once from its screen and follows the crawl", async () => {
    scheduledSite();
    api.on("POST", "/api/url_knowledge_bases/2/ingest/", { status: 202, json: { task: 12 } });
    api.on("GET", "/api/tasks/", { json: paged([]) });
    api.on("GET", "/api/tasks/12/", {
      json: task(12, { knowledge_base: 2, status: "succeeded", progress_done: 3 }),
    });
    await scheduleRegion();
    fireEvent.click(screen.getByRole("button", { name: "Synchroniser maintenant" }));
    expect(await screen.findByText("Ingestion relancée")).toBeTruthy();
    expect(await screen.findByRole("progressbar", { name: "Ingestion de Site de la mairie" }));
    expect(await screen.findByText("Terminée")).toBeTruthy();
  });
});

describe("the syncs of a site on its screen", () => {
  function siteWithHistory(tasks: Record<string, unknown>[]) {
    api.on("GET", "/api/text_knowledge_bases/", {
      json: paged([
        urlBase(2, "Site de la mairie", {
          last_ingested_at: "2025-03-03T13:05:00Z",
          sync: {
            frequency: "weekly",
            hour: 6,
            weekday: 2,
            next_sync_at: "2025-03-04T11:00:00Z",
            time_zone: "Europe/Paris",
          },
        }),
      ]),
    });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    api.on("GET", "/api/tasks/", (request) =>
      request.query.knowledge_base === "2" ? { json: paged(tasks) } : undefined,
    );
  }

  it("lists the latest syncs newest first, with their date, status and what they changed", async () => {
    siteWithHistory([
      task(15, {
        knowledge_base: 2,
        status: "failed",
        trigger: "scheduled",
        errors: [
          { url: "https://mairie.example.fr/", message: "Aucune page du site n'a pu être lue." },
        ],
        finished_at: "2025-03-04T11:02:00Z",
      }),
      task(14, {
        knowledge_base: 2,
        status: "succeeded",
        page_changes: { added: 1, changed: 2, removed: 3, unchanged: 5 },
        trigger: "manual",
        finished_at: "2025-03-03T13:05:00Z",
      }),
    ]);
    renderAdmin("/knowledge_bases?base=2", { apiUrl: api.url, permissions: EDITOR });
    const history = await screen.findByRole(
      "region",
      { name: "Historique des synchronisations" },
      FIRST_SCREEN,
    );
    const list = await within(history).findByRole("list", { name: "Dernières synchronisations" });
    const entries = Array.from(list.children);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toMatch(/4 mars 2025.* · Planifiée.*Échouée/);
    expect(entries[0]?.textContent).toContain("1 erreur");
    expect(entries[1]?.textContent).toMatch(/3 mars 2025.* · À la demande.*Terminée/);
    expect(entries[1]?.textContent).toContain(
      "Pages\u00a0: 1 nouvelle, 2 modifiées, 3 retirées, 5 inchangées",
    );
    expect(api.requests.find((request) => request.path === "/api/tasks/")?.query).toEqual({
      knowledge_base: "2",
      page_size: "5",
    });
    // When it was last synced, and what that sync changed.
    const last = screen.getByRole("region", { name: "Dernière ingestion" });
    expect(last.textContent).toMatch(/3 mars 2025/);
    expect(last.textContent).toContain(
      "Pages\u00a0: 1 nouvelle, 2 modifiées, 3 retirées, 5 inchangées",
    );
  });

  it("says so when the site was never synced", async () => {
    siteWithHistory([]);
    renderAdmin("/knowledge_bases?base=2", { apiUrl: api.url, permissions: [VIEW] });
    const history = await screen.findByRole(
      "region",
      { name: "Historique des synchronisations" },
      FIRST_SCREEN,
    );
    expect(await within(history).findByText("Aucune synchronisation pour l'instant.")).toBeTruthy();
  });
});

describe("a new version of a document", () => {
  function guideDocument() {
    api.on("GET", "/api/text_knowledge_bases/", { json: paged([]) });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([documentBase(5, "Guide")]) });
  }

  async function replaceWith(file: File) {
    const region = await screen.findByRole(
      "region",
      { name: "Nouvelle version du fichier" },
      FIRST_SCREEN,
    );
    expect(within(region).getByRole("button", { name: "Remplacer le document" })).toBeTruthy();
    fireEvent.change(within(region).getByLabelText("Nouvelle version du document"), {
      target: { files: [file] },
    });
    return region;
  }

  it("sends the new file for the same document and follows its reading", async () => {
    guideDocument();
    api.on("PUT", "/api/document_knowledge_bases/5/file/", {
      json: documentBase(5, "Guide", { size: 4096 }),
    });
    api.on("GET", "/api/tasks/", {
      json: paged([task(21, { kind: "document_ingest", knowledge_base: 5, status: "succeeded" })]),
    });
    api.on("GET", "/api/document_knowledge_bases/5/", { json: documentBase(5, "Guide") });
    renderAdmin("/knowledge_bases?base=5", { apiUrl: api.url, permissions: EDITOR });
    const dialog = await screen.findByRole("dialog", { name: "Modifier la base" }, FIRST_SCREEN);
    expect(dialog.textContent).toContain(
      "Renommez le document ici, ou remplacez son fichier par une nouvelle version.",
    );
    const region = await replaceWith(new File(["# Guide 2026"], "guide-2026.md"));
    expect(await screen.findByText("Document remplacé")).toBeTruthy();
    expect(
      await within(region).findByRole("progressbar", { name: "Ingestion de Guide" }),
    ).toBeTruthy();
    expect(await within(region).findByText("Terminée")).toBeTruthy();
    const sent = api.requests.find((request) => request.method === "PUT");
    expect(sent?.path).toBe("/api/document_knowledge_bases/5/file/");
    expect(String(sent?.body)).toContain('filename="guide-2026.md"');
    expect(String(sent?.body)).toContain("# Guide 2026");
  });

  it("says in French why the server refused the new file", async () => {
    guideDocument();
    api.on("PUT", "/api/document_knowledge_bases/5/file/", {
      status: 400,
      json: { document: ["The document is empty."], code: "empty" },
    });
    renderAdmin("/knowledge_bases?base=5", { apiUrl: api.url, permissions: EDITOR });
    const region = await replaceWith(new File([""], "vide.md"));
    expect((await within(region).findByRole("alert")).textContent).toBe(
      "Le document ne contient aucun texte (document vide ou page numérisée en image).",
    );
  });

  it("is not offered to a user who may not change documents", async () => {
    guideDocument();
    renderAdmin("/knowledge_bases?base=5", { apiUrl: api.url, permissions: [VIEW, DOCUMENTS] });
    const dialog = await screen.findByRole("dialog", { name: "Guide" }, FIRST_SCREEN);
    expect(within(dialog).queryByRole("button", { name: "Remplacer le document" })).toBeNull();
  });
});

describe("the page to add knowledge", () => {
  it("previews the pages of a site with the trimmed address, creates it and follows its task", async () => {
    let polls = 0;
    api.on("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      json: {
        urls: [
          "https://mairie.example.fr/",
          "https://mairie.example.fr/horaires",
          "https://mairie.example.fr/etat-civil",
        ],
      },
    });
    api.on("POST", "/api/url_knowledge_bases/", {
      status: 201,
      json: { ...urlBase(9, "Site de la mairie", { chunk_count: 0 }), task: 41 },
    });
    api.on("GET", "/api/tasks/41/", () => {
      polls += 1;
      return {
        json:
          polls < 2
            ? task(41, { progress_done: 1 })
            : task(41, { status: "succeeded", progress_done: 3 }),
      };
    });
    api.on("GET", "/api/text_knowledge_bases/9/", {
      json: urlBase(9, "Site de la mairie", { chunk_count: 5 }),
    });
    renderAdmin("/knowledge-base?type=url", { apiUrl: api.url, permissions: EDITOR });
    const tab = await screen.findByRole("tab", { name: /Site web \(URL\)/ }, FIRST_SCREEN);
    expect(tab.getAttribute("aria-selected")).toBe("true");
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: "Site de la mairie" } });
    fireEvent.change(screen.getByLabelText(/Adresse du site/), {
      target: { value: "  https://mairie.example.fr/  " },
    });
    fireEvent.change(screen.getByLabelText(/Profondeur/), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText(/Adresses à ignorer/), {
      target: { value: "/blog/\n\n  /agenda  " },
    });
    const create = screen.getByRole("button", { name: "Créer et lancer l'ingestion" });
    expect(create.hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Voir les pages trouvées" }));

    const preview = await screen.findByRole("region", { name: "Pages trouvées" });
    expect(within(preview).getByText("3 pages trouvées")).toBeTruthy();
    expect(within(preview).getByText("https://mairie.example.fr/etat-civil")).toBeTruthy();
    const crawl = api.requests.find((request) => request.path.endsWith("/get_all_sub_urls"));
    expect(crawl?.body).toEqual({
      url: "https://mairie.example.fr/",
      depth: 2,
      max_crawls: 50,
      ignore_patterns: ["/blog/", "/agenda"],
    });

    fireEvent.click(create);
    expect(await screen.findByText("Base de connaissances créée")).toBeTruthy();
    const created = api.requests.find((request) => request.path === "/api/url_knowledge_bases/");
    expect(created?.body).toMatchObject({ name: "Site de la mairie", depth: 2 });
    const bar = await screen.findByRole("progressbar", { name: "Ingestion de Site de la mairie" });
    expect(await screen.findByText("Terminée", {}, { timeout: 8000 })).toBeTruthy();
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(screen.getByText("3 / 3 pages")).toBeTruthy();
    expect(await screen.findByText("5 fragments indexés")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir dans Tâches" }).getAttribute("href")).toBe(
      "/tasks",
    );
  }, 20_000);

  it("asks for a new preview once the crawl settings change", async () => {
    api.on("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      json: { urls: ["https://mairie.example.fr/"] },
    });
    renderAdmin("/knowledge-base?type=url", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.change(await screen.findByLabelText(/Adresse du site/, {}, FIRST_SCREEN), {
      target: { value: "https://mairie.example.fr/" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Voir les pages trouvées" }));
    expect(await screen.findByText("1 page trouvée")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Pages au plus/), { target: { value: "5" } });
    expect(screen.queryByText("1 page trouvée")).toBeNull();
    expect(
      screen.getByRole("button", { name: "Créer et lancer l'ingestion" }).hasAttribute("disabled"),
    ).toBe(true);
  });

  it("shows the server's refusal of an address under the field", async () => {
    api.on("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      status: 400,
      json: { url: ["This address cannot be reached."] },
    });
    renderAdmin("/knowledge-base?type=url", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.change(await screen.findByLabelText(/Adresse du site/, {}, FIRST_SCREEN), {
      target: { value: "https://injoignable.example/" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Voir les pages trouvées" }));
    expect(await screen.findByText("This address cannot be reached.")).toBeTruthy();
  });

  it("bounds the addresses to ignore before asking the server", async () => {
    const previews: unknown[] = [];
    api.on("POST", "/api/url_knowledge_bases/get_all_sub_urls", (request) => {
      previews.push(request);
      return { json: { urls: [] } };
    });
    renderAdmin("/knowledge-base?type=url", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.change(await screen.findByLabelText(/Adresse du site/, {}, FIRST_SCREEN), {
      target: { value: "https://mairie.example.fr/" },
    });
    fireEvent.change(screen.getByLabelText(/Adresses à ignorer/), {
      target: { value: Array.from({ length: 51 }, (_, n) => `/page-${n}`).join("\n") },
    });
    fireEvent.click(screen.getByRole("button", { name: "Voir les pages trouvées" }));
    expect(
      await screen.findByText("Au plus 50 motifs, de 300 caractères au plus chacun"),
    ).toBeTruthy();
    expect(previews).toEqual([]);
  });

  it("creates a text base and goes back to the list", async () => {
    api.on("POST", "/api/text_knowledge_bases/", (request) => ({
      status: 201,
      json: textBase(5, (request.body as { name: string }).name),
    }));
    api.on("GET", "/api/text_knowledge_bases/", { json: paged([textBase(5, "Tarifs")]) });
    api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
    renderAdmin("/knowledge-base?type=text", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.click(await screen.findByRole("button", { name: "Créer la base" }, FIRST_SCREEN));
    expect(await screen.findByText("Veuillez saisir un nom")).toBeTruthy();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: "Tarifs" } });
    fireEvent.change(screen.getByLabelText(/Contenu/), {
      target: { value: "La cantine coûte 3 euros par repas." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Créer la base" }));
    expect(await screen.findByText("Base de connaissances créée")).toBeTruthy();
    const sent = api.requests.find((request) => request.method === "POST");
    expect(sent?.body).toEqual({
      name: "Tarifs",
      value: "La cantine coûte 3 euros par repas.",
      is_active: true,
    });
    expect(await listRegion()).toBeTruthy();
  });

  it("says which account the base goes to for a user of several, and writes it there", async () => {
    inLyon();
    api.on("POST", "/api/text_knowledge_bases/", (request) => ({
      status: 201,
      json: textBase(5, (request.body as { name: string }).name, { account: 2 }),
    }));
    api.on("GET", "/api/text_knowledge_bases/", basesByAccount({}));
    api.on("GET", "/api/document_knowledge_bases/", basesByAccount({}));
    renderAdmin("/knowledge-base?type=text", { apiUrl: api.url, permissions: EDITOR });
    expect(
      await screen.findByText(
        /La base sera créée dans le compte Ville de Lyon\./,
        {},
        FIRST_SCREEN,
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: "Tarifs" } });
    fireEvent.change(screen.getByLabelText(/Contenu/), {
      target: { value: "La cantine coûte 3 euros par repas." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Créer la base" }));
    expect(await screen.findByText("Base de connaissances créée")).toBeTruthy();
    expect(api.requests.find((request) => request.method === "POST")?.body).toMatchObject({
      account: 2,
    });
  });

  it("names no account to a user of one", async () => {
    api.on("GET", "/api/accounts/", { json: paged([accountFixture(1, "Démo")]) });
    renderAdmin("/knowledge-base?type=text", { apiUrl: api.url, permissions: EDITOR });
    await screen.findByRole("button", { name: "Créer la base" }, FIRST_SCREEN);
    await screen.findByRole("button", { name: /Démo/ });
    expect(screen.queryByText(/sera créée dans le compte/)).toBeNull();
  });

  it("says the content's limit before anything is typed and refuses a paste beyond it", async () => {
    renderAdmin("/knowledge-base?type=text", { apiUrl: api.url, permissions: EDITOR });
    const content = (await screen.findByLabelText(
      /Contenu/,
      {},
      FIRST_SCREEN,
    )) as HTMLTextAreaElement;
    const said = () => screen.getByText(/caractères$/).textContent?.replace(/\u202f/g, " ");
    expect(said()).toBe("0 / 500 000 caractères");
    expect(screen.getByText(/500 000 caractères au plus/)).toBeTruthy();

    const twoMegabytes = "Les horaires de la mairie. ".repeat(80_000);
    const pasted = fireEvent.paste(content, {
      clipboardData: { getData: () => twoMegabytes },
    });
    expect(pasted).toBe(false);
    expect(content.value).toBe("");
    expect((await screen.findByRole("alert")).textContent?.replace(/\u202f/g, " ")).toBe(
      "Rien n'a été collé : le texte compte 2 160 000 caractères et il reste 500 000 caractères sur 500 000.",
    );

    fireEvent.input(content, { target: { value: "La mairie ouvre à 9 h." } });
    expect(said()).toBe("22 / 500 000 caractères");
  });

  it("says in French, with its limit in Mo, that the server found the text too large", async () => {
    api.on("POST", "/api/text_knowledge_bases/", {
      status: 413,
      json: { detail: "Request body is too large: at most 1048576 bytes are accepted." },
    });
    renderAdmin("/knowledge-base?type=text", { apiUrl: api.url, permissions: EDITOR });
    fireEvent.change(await screen.findByLabelText(/Nom/, {}, FIRST_SCREEN), {
      target: { value: "Lexique" },
    });
    fireEvent.input(screen.getByLabelText(/Contenu/), { target: { value: "語".repeat(400_000) } });
    fireEvent.click(screen.getByRole("button", { name: "Créer la base" }));
    expect(await screen.findByText("Something went wrong!")).toBeTruthy();
    expect(
      screen.getByText("Envoi trop volumineux : le serveur accepte au plus 1 Mo."),
    ).toBeTruthy();
  });

  it("offers only the kinds the user may add", async () => {
    renderAdmin("/knowledge-base?type=url", { apiUrl: api.url, permissions: [VIEW, CHANGE] });
    const text = await screen.findByRole("tab", { name: /Texte/ }, FIRST_SCREEN);
    expect(text.getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("tab", { name: /Site web \(URL\)/ })).toBeNull();
    expect(screen.queryByRole("tab", { name: /Document/ })).toBeNull();
  });

  it("opens the document tab with its drop zone", async () => {
    renderAdmin("/knowledge-base?type=document", { apiUrl: api.url, permissions: EDITOR });
    const tab = await screen.findByRole("tab", { name: /Document/ }, FIRST_SCREEN);
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("region", { name: "Zone de dépôt des documents" })).toBeTruthy();
    expect(screen.getByLabelText("Documents à importer").getAttribute("multiple")).not.toBeNull();
  });

  it("says in French why the server refused each file", async () => {
    const refusals: Record<string, { status: number; json: Record<string, unknown> }> = {
      "photo.pdf": {
        status: 400,
        json: { document: ["Unsupported file type: send a PDF."], code: "unsupported_type" },
      },
      "casse.pdf": {
        status: 400,
        json: { document: ["The PDF is damaged and cannot be read."], code: "unreadable" },
      },
      "enorme.pdf": {
        status: 413,
        json: {
          detail: "Request body is too large: at most 20971520 bytes are accepted.",
          code: "too_large",
        },
      },
      "vide.txt": { status: 400, json: { document: ["The document is empty."], code: "empty" } },
      "inconnu.txt": { status: 400, json: { document: ["Something new is wrong."] } },
    };
    api.on("POST", "/api/document_knowledge_bases/", (request) => {
      const name = Object.keys(refusals).find((file) => String(request.body).includes(file));
      return name ? refusals[name] : undefined;
    });
    renderAdmin("/knowledge-base?type=document", { apiUrl: api.url, permissions: EDITOR });
    const zone = await screen.findByRole(
      "region",
      { name: "Zone de dépôt des documents" },
      FIRST_SCREEN,
    );
    const files = Object.keys(refusals).map((name) => new File(["x"], name));
    fireEvent.drop(zone, { dataTransfer: { files } });

    const sent = await screen.findByRole("region", { name: "Documents envoyés" });
    const refusalOf = async (name: string) => {
      const row = within(sent)
        .getAllByRole("listitem")
        .find((item) => item.textContent?.includes(name));
      if (!row) throw new Error(`No row for ${name}`);
      return (await within(row).findByRole("alert")).textContent;
    };
    expect(await refusalOf("photo.pdf")).toBe(
      "Type de document non pris en charge : envoyez un PDF, un document Word (DOCX), du Markdown, du texte ou une page HTML.",
    );
    expect(await refusalOf("casse.pdf")).toBe(
      "Document illisible : le fichier est endommagé ou protégé par un mot de passe.",
    );
    expect(await refusalOf("enorme.pdf")).toBe(
      "Document trop volumineux : le serveur accepte au plus 20 Mo.",
    );
    expect(await refusalOf("vide.txt")).toBe(
      "Le document ne contient aucun texte (document vide ou page numérisée en image).",
    );
    expect(await refusalOf("inconnu.txt")).toBe(
      "Document refusé par le serveur : Something new is wrong.",
    );
  });
});
