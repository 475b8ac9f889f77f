import { PERMISSION } from "@org/api-client";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountFixture } from "@/test/fixtures";
import { renderAdmin, TEST_USER } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const api = scriptedApiForEachTest();
const ACCOUNT_VIEWER = [PERMISSION.viewUser];

function signedInAs(isStaff: boolean) {
  api.on("GET", "/api/auth/me/", {
    json: {
      user_id: TEST_USER.user_id,
      username: TEST_USER.username,
      email: TEST_USER.email,
      first_name: "",
      last_name: "",
      is_staff: isStaff,
      is_active: true,
    },
  });
}

describe("the accounts screen", () => {
  it("shows provider keys masked only, and sends a replaced key without showing it back", async () => {
    signedInAs(true);
    let mairie = accountFixture(1, "Mairie", { masked_openai_api_key: "sk-…7f3a" });
    api.on("GET", "/api/accounts/", () => ({ json: paged([mairie]) }));
    api.on("PATCH", "/api/accounts/1/", (request) => {
      const body = request.body as { name: string };
      mairie = { ...mairie, name: body.name, masked_openai_api_key: "sk-…9b2c" };
      return { json: mairie };
    });
    renderAdmin("/accounts", { apiUrl: api.url, permissions: ACCOUNT_VIEWER });
    const list = await screen.findByRole("region", { name: "Liste des comptes" }, FIRST_SCREEN);
    expect(await within(list).findByText("sk-…7f3a", {}, FIRST_SCREEN)).toBeTruthy();
    expect(within(list).getByText("Non définie")).toBeTruthy();

    fireEvent.pointerDown(await screen.findByRole("button", { name: "Actions pour Mairie" }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Renommer et clés API" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(/laissez un champ vide pour garder la clé enregistrée/),
    ).toBeTruthy();
    expect(within(dialog).getByText("Clé actuelle : sk-…7f3a")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nom du compte/), {
      target: { value: "Mairie de Lyon" },
    });
    fireEvent.change(within(dialog).getByLabelText("Clé API OpenAI"), {
      target: { value: "sk-new-secret-9b2c" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Compte enregistré")).toBeTruthy();
    expect(await within(list).findByText("sk-…9b2c")).toBeTruthy();
    expect(screen.queryByText("sk-new-secret-9b2c")).toBeNull();
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toEqual({ name: "Mairie de Lyon", openai_api_key: "sk-new-secret-9b2c" });
  });

  it("sets the account's provider address and embedding model, and says why the server refused one", async () => {
    signedInAs(true);
    let mairie = accountFixture(1, "Mairie", { openai_base_url: null, embedding_model: null });
    api.on("GET", "/api/accounts/", () => ({ json: paged([mairie]) }));
    let refuse = true;
    api.on("PATCH", "/api/accounts/1/", (request) => {
      if (refuse) {
        refuse = false;
        return {
          status: 400,
          json: { embedding_model: ["Enter a model name such as text-embedding-3-small."] },
        };
      }
      mairie = { ...mairie, ...(request.body as object) };
      return { json: mairie };
    });
    renderAdmin("/accounts", { apiUrl: api.url, permissions: ACCOUNT_VIEWER });
    const list = await screen.findByRole("region", { name: "Liste des comptes" }, FIRST_SCREEN);
    expect(await within(list).findByText("Non défini", {}, FIRST_SCREEN)).toBeTruthy();
    fireEvent.pointerDown(await screen.findByRole("button", { name: "Actions pour Mairie" }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Renommer et clés API" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Adresse du fournisseur"), {
      target: { value: "https://llm.example.org/v1" },
    });
    const model = within(dialog).getByLabelText("Modèle d'embeddings");
    fireEvent.change(model, { target: { value: "text embedding" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText("Enter a model name such as text-embedding-3-small."),
    ).toBeTruthy();

    fireEvent.change(model, { target: { value: "text-embedding-3-small" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(/vectorisées avec text-embedding-3-small/)).toBeTruthy();
    const patches = api.requests.filter((request) => request.method === "PATCH");
    expect(patches.at(-1)?.body).toEqual({
      name: "Mairie",
      openai_base_url: "https://llm.example.org/v1",
      embedding_model: "text-embedding-3-small",
    });
    expect(await within(list).findByText("text-embedding-3-small")).toBeTruthy();
  });

  it("creates an account in the time zone chosen, Europe/Paris unless another is", async () => {
    signedInAs(true);
    let accounts = [accountFixture(1, "Mairie")];
    api.on("GET", "/api/accounts/", () => ({ json: paged(accounts) }));
    api.on("POST", "/api/accounts/", (request) => {
      const created = { ...accountFixture(2, "École"), ...(request.body as object) };
      accounts = [...accounts, created];
      return { status: 201, json: created };
    });
    renderAdmin("/accounts", { apiUrl: api.url, permissions: ACCOUNT_VIEWER });
    fireEvent.click(await screen.findByRole("button", { name: "Ajouter un compte" }, FIRST_SCREEN));
    const dialog = await screen.findByRole("dialog");
    // No key is stored yet: nothing to keep by leaving a field empty.
    expect(within(dialog).queryByText(/laissez un champ vide/)).toBeNull();
    expect(within(dialog).getByText(/ne seront plus jamais réaffichées/)).toBeTruthy();
    const zone = within(dialog).getByRole("combobox", { name: "Fuseau horaire" });
    expect(zone.textContent).toBe("Europe/Paris");
    expect(within(dialog).getByText(/ont lieu à l'heure choisie, dans ce fuseau/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nom du compte/), {
      target: { value: "École" },
    });
    fireEvent.keyDown(zone, { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Pacific/Auckland" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer le compte" }));
    expect(await screen.findByText("Compte créé")).toBeTruthy();
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({
      name: "École",
      time_zone: "Pacific/Auckland",
    });
  });

  it("moves an account to another time zone, and says why the server refused one", async () => {
    signedInAs(true);
    let mairie = accountFixture(1, "Mairie", { time_zone: "Europe/Paris" });
    api.on("GET", "/api/accounts/", () => ({ json: paged([mairie]) }));
    let refuse = true;
    api.on("PATCH", "/api/accounts/1/", (request) => {
      if (refuse) {
        refuse = false;
        return { status: 400, json: { time_zone: ['"Asia/Tokyo" is not a known time zone.'] } };
      }
      mairie = { ...mairie, ...(request.body as object) };
      return { json: mairie };
    });
    renderAdmin("/accounts", { apiUrl: api.url, permissions: ACCOUNT_VIEWER });
    fireEvent.pointerDown(
      await screen.findByRole("button", { name: "Actions pour Mairie" }, FIRST_SCREEN),
      { button: 0, ctrlKey: false },
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Renommer et clés API" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.keyDown(within(dialog).getByRole("combobox", { name: "Fuseau horaire" }), {
      key: "Enter",
    });
    fireEvent.click(await screen.findByRole("option", { name: "Asia/Tokyo" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText(/^«.Asia\/Tokyo.» n'est pas un fuseau horaire connu\.$/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Compte enregistré")).toBeTruthy();
    const patches = api.requests.filter((request) => request.method === "PATCH");
    expect(patches.at(-1)?.body).toEqual({ name: "Mairie", time_zone: "Asia/Tokyo" });
  });

  it("deactivates an account from its switch and deletes one after confirming", async () => {
    signedInAs(true);
    let accounts = [accountFixture(1, "Mairie"), accountFixture(2, "École")];
    api.on("GET", "/api/accounts/", () => ({ json: paged(accounts) }));
    api.on("PATCH", "/api/accounts/1/", () => {
      accounts = accounts.map((a) => (a.id === 1 ? { ...a, is_active: false } : a));
      return { json: accounts[0] };
    });
    api.on("DELETE", "/api/accounts/2/", () => {
      accounts = accounts.filter((a) => a.id !== 2);
      return { status: 204 };
    });
    renderAdmin("/accounts", { apiUrl: api.url, permissions: ACCOUNT_VIEWER });
    fireEvent.click(
      await screen.findByRole("switch", { name: "Compte Mairie actif" }, FIRST_SCREEN),
    );
    expect(await screen.findByText("Compte désactivé")).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole("switch", { name: "Compte Mairie actif" }).getAttribute("aria-checked"),
      ).toBe("false"),
    );

    fireEvent.pointerDown(screen.getByRole("button", { name: "Actions pour École" }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(api.requests.some((request) => request.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Compte supprimé")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("École")).toBeNull());
  });

  it("lets a user who is not staff see the accounts but not change them", async () => {
    signedInAs(false);
    api.on("GET", "/api/accounts/", { json: paged([accountFixture(1, "Mairie")]) });
    renderAdmin("/accounts", { apiUrl: api.url, permissions: ACCOUNT_VIEWER });
    expect(await screen.findByText("Mairie", {}, FIRST_SCREEN)).toBeTruthy();
    await waitFor(() => expect(api.requests.some((r) => r.path === "/api/auth/me/")).toBe(true));
    expect(screen.queryByRole("button", { name: "Ajouter un compte" })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("shows an error with a retry when the accounts cannot load", async () => {
    signedInAs(true);
    api.on("GET", "/api/accounts/", { status: 403, json: { detail: "Forbidden." } });
    renderAdmin("/accounts", { apiUrl: api.url, permissions: ACCOUNT_VIEWER });
    expect(
      await screen.findByText("Impossible de charger les comptes.", {}, FIRST_SCREEN),
    ).toBeTruthy();
  });
});
