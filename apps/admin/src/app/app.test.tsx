import { accessTokenAtom } from "@org/auth";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVE_ACCOUNT_STORAGE_KEY } from "@/constants";
import { accountFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const EVERYTHING = ["accounts.view_user", "bots.view_bot"];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", {
    json: paged([
      {
        id: 1,
        name: "Démo",
        is_active: true,
        plan: "Free",
        masked_openai_api_key: null,
        masked_pinecone_api_key: null,
        created_at: "2025-01-01T10:00:00Z",
        updated_at: "2025-01-01T10:00:00Z",
      },
    ]),
  });
  api.on("GET", "/api/bots/", { json: paged([], 2) });
});

describe("the signed-in area", () => {
  it("sends a visitor without a session to sign in, with the way back", async () => {
    const app = renderAdmin("/users?page=2", { apiUrl: api.url });
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe("/sign-in");
    expect(new URLSearchParams(app.router.state.location.search).get("redirect")).toBe(
      "/users?page=2",
    );
    expect(api.requests).toEqual([]);
  });

  it.each([
    ["/accounts", "bots.view_bot"],
    ["/tasks", "accounts.view_user"],
  ])("refuses %s, hidden from the navigation, to a user with only %s", async (path, held) => {
    renderAdmin(path, { apiUrl: api.url, permissions: [held] });
    expect(await screen.findByRole("heading", { name: "Accès refusé" })).toBeTruthy();
    expect(
      screen.getByText("Votre compte n'a pas la permission nécessaire pour voir cette page."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retour" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  });

  it("shows only the entries the user's permissions allow, and refuses the others' screens", async () => {
    const app = renderAdmin("/users", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    expect(await screen.findByText("Accès refusé")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getByRole("link", { name: "Assistant IA" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Utilisateurs" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Tableau de bord" })).toBeNull();
    await act(() => app.router.navigate("/bots"));
    expect(await screen.findByRole("heading", { name: "Assistant IA" })).toBeTruthy();
  });

  it("counts the assistants of the first account beside Assistant IA", async () => {
    renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    const entry = (await screen.findByRole("link", { name: "Assistant IA" })).closest("li");
    await waitFor(() => expect(entry?.textContent).toContain("2"));
    const countRequest = api.requests.find(
      (request) => request.path === "/api/bots/" && request.query.account === "1",
    );
    expect(countRequest?.query.page_size).toBe("1");
  });

  it("follows a session that ends while a screen is open", async () => {
    const app = renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    await screen.findByRole("heading", { name: "Assistant IA" });
    act(() => app.store.set(accessTokenAtom, null));
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/sign-in"));
    expect(app.router.state.location.search).toBe("?redirect=%2Fbots");
  });

  it("answers an unknown address with the 404 page", async () => {
    renderAdmin("/nowhere", { apiUrl: api.url, permissions: EVERYTHING });
    expect(await screen.findByText("Oops! Page Not Found!")).toBeTruthy();
    expect(
      screen.getByText(
        "It seems like the page you're looking for does not exist or might have been removed.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go Back" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeTruthy();
  });
});

describe("the account switcher", () => {
  it("shows the first account with its plan, and creates an account from 'Add account'", async () => {
    const user = userEvent.setup();
    api.on("POST", "/api/accounts/", ({ body }) => ({
      status: 201,
      json: {
        id: 2,
        name: (body as { name: string }).name,
        is_active: true,
        plan: "Free",
        masked_openai_api_key: null,
        masked_pinecone_api_key: null,
        created_at: "2025-02-01T10:00:00Z",
        updated_at: "2025-02-01T10:00:00Z",
      },
    }));
    renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    const switcher = await screen.findByRole("button", { name: /Démo/ });
    expect(switcher.textContent).toContain("Free");

    await user.click(switcher);
    await user.click(await screen.findByRole("menuitem", { name: "Add account" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter un compte" });
    await user.click(within(dialog).getByRole("button", { name: "Créer le compte" }));
    expect(within(dialog).getByText("Veuillez saisir le nom du compte")).toBeTruthy();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Nom du compte"), "  Mairie de Lyon ");
    await user.click(within(dialog).getByRole("button", { name: "Créer le compte" }));
    expect((await screen.findAllByText("Compte créé")).length).toBeGreaterThan(0);
    const created = api.requests.find((request) => request.method === "POST");
    expect(created?.body).toEqual({ name: "Mairie de Lyon" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("the account picked in the switcher", () => {
  const twoAccounts = () =>
    api.on("GET", "/api/accounts/", {
      json: paged([accountFixture(1, "Démo"), accountFixture(2, "Ville de Lyon")]),
    });

  it("is still the one worked in after a reload, or in a new tab", async () => {
    const user = userEvent.setup();
    twoAccounts();
    renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    await user.click(await screen.findByRole("button", { name: /Démo/ }));
    await user.click(await screen.findByRole("menuitem", { name: /Ville de Lyon/ }));
    expect(await screen.findByRole("button", { name: /Ville de Lyon/ })).toBeTruthy();

    cleanup();
    api.requests.length = 0;
    renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    expect(await screen.findByRole("button", { name: /Ville de Lyon/ })).toBeTruthy();
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) => request.path === "/api/bots/" && request.query.account === "2",
        ),
      ).toBe(true),
    );
    expect(api.requests.some((request) => request.query.account === "1")).toBe(false);
  });

  it("gives way to the first account once it is no longer the user's", async () => {
    localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, JSON.stringify({ user: 7, account: 3 }));
    twoAccounts();
    renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    expect(await screen.findByRole("button", { name: /Démo/ })).toBeTruthy();
  });

  it("is not another user's choice on the same browser", async () => {
    localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, JSON.stringify({ user: 8, account: 2 }));
    twoAccounts();
    renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    expect(await screen.findByRole("button", { name: /Démo/ })).toBeTruthy();
  });
});

describe("the layout", () => {
  it("starts with a link that skips to the main content", async () => {
    const user = userEvent.setup();
    renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    await screen.findByRole("heading", { name: "Assistant IA" });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Aller au contenu principal" });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute("href")).toBe("#main-content");
    expect(document.getElementById("main-content")?.tagName).toBe("MAIN");
  });
});

describe("the command palette", () => {
  it("opens with Ctrl+K, lists what the user may open, and navigates", async () => {
    const user = userEvent.setup();
    const app = renderAdmin("/bots", { apiUrl: api.url, permissions: EVERYTHING });
    await screen.findByRole("heading", { name: "Assistant IA" });

    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    const input = await screen.findByPlaceholderText("Type a command or search...");
    const dialog = screen.getByRole("dialog");
    for (const entry of [
      "Tableau de bord",
      "Utilisateurs",
      "Assistant IA",
      "Light",
      "Dark",
      "System",
    ]) {
      expect(within(dialog).getByText(entry)).toBeTruthy();
    }

    await user.type(input, "zzzz");
    expect(await within(dialog).findByText("No results found.")).toBeTruthy();

    await user.clear(input);
    await user.type(input, "Utilisateurs");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/users"));
    expect(await screen.findByRole("heading", { name: "Utilisateurs" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the best match first, in whatever group, and opens it on Enter", async () => {
    const user = userEvent.setup();
    const app = renderAdmin("/bots", {
      apiUrl: api.url,
      permissions: [...EVERYTHING, "chats.view_analytics"],
    });
    await screen.findByRole("heading", { name: "Assistant IA" }, FIRST_SCREEN);
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    const input = await screen.findByPlaceholderText("Type a command or search...");

    await user.type(input, "statis");
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Statistiques", "Assistant IA"]);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    // The screen of Statistiques is loaded for the first time.
    await waitFor(
      () => expect(app.router.state.location.pathname).toBe("/analytics"),
      FIRST_SCREEN,
    );
  });

  it("leaves out the entries the user may not open", async () => {
    renderAdmin("/bots", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    await screen.findByRole("heading", { name: "Assistant IA" });
    fireEvent.keyDown(window, { key: "k", metaKey: true });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByText("Utilisateurs")).toBeNull();
    expect(within(dialog).getByText("Assistant IA")).toBeTruthy();
  });
});
