import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountFixture } from "@/test/fixtures";
import { renderAdmin, TEST_USER } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const MANAGER = [
  "accounts.view_user",
  "accounts.add_user",
  "accounts.change_user",
  "accounts.delete_user",
];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", {
    json: paged([accountFixture(1, "Mairie")]),
  });
});

function user(userId: number, username: string, overrides: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    username,
    email: `${username}@example.org`,
    first_name: "",
    last_name: "",
    is_staff: false,
    is_active: true,
    accounts: [1],
    permissions: [],
    ...overrides,
  };
}

describe("the users screen", () => {
  it("lists users with role and status, and searches on the server", async () => {
    api.on("GET", "/api/users/", (request) => ({
      json: paged(
        request.query.search === "zoé"
          ? [user(3, "zoé")]
          : [user(2, "bruno", { is_staff: true }), user(3, "zoé", { is_active: false })],
      ),
    }));
    renderAdmin("/users", { apiUrl: api.url, permissions: MANAGER });
    const list = await screen.findByRole(
      "region",
      { name: "Liste des utilisateurs" },
      FIRST_SCREEN,
    );
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3), FIRST_SCREEN);
    const [, bruno, zoe] = within(list).getAllByRole("row");
    expect(bruno?.textContent).toContain("Administrateur");
    expect(bruno?.textContent).toContain("Actif");
    expect(zoe?.textContent).toContain("Utilisateur");
    expect(zoe?.textContent).toContain("Inactif");

    fireEvent.change(screen.getByRole("searchbox", { name: "Rechercher un utilisateur" }), {
      target: { value: "zoé" },
    });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(2));
    expect(api.requests.some((request) => request.query.search === "zoé")).toBe(true);
  });

  it("shows the server's refusal of a new user under the password and account fields", async () => {
    api.on("GET", "/api/users/", { json: paged([]) });
    api.on("POST", "/api/users/", {
      status: 400,
      json: {
        password: ["This password is too common."],
        accounts: ['Invalid pk "1" - object does not exist.'],
      },
    });
    renderAdmin("/users", { apiUrl: api.url, permissions: MANAGER });
    expect(await screen.findByText("Aucun utilisateur pour l'instant.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ajouter un utilisateur" }));
    const dialog = await screen.findByRole("dialog");
    // The form is French, its password field's button too.
    expect(within(dialog).getByRole("button", { name: "Afficher le mot de passe" })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nom d'utilisateur/), {
      target: { value: "lea" },
    });
    fireEvent.change(within(dialog).getByLabelText(/Mot de passe/), {
      target: { value: "password1" },
    });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Mairie" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Voir les assistants" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer l'utilisateur" }));

    expect(await within(dialog).findByText("This password is too common.")).toBeTruthy();
    expect(within(dialog).getByText("L'élément 1 n'existe pas ou a été supprimé.")).toBeTruthy();
    const sent = api.requests.find((request) => request.method === "POST");
    expect(sent?.body).toMatchObject({
      username: "lea",
      password: "password1",
      accounts: [1],
      permissions: ["bots.view_bot"],
    });
  });

  it("groups the permissions by the screen they open", async () => {
    api.on("GET", "/api/users/", { json: paged([]) });
    renderAdmin("/users", { apiUrl: api.url, permissions: MANAGER });
    fireEvent.click(
      await screen.findByRole("button", { name: "Ajouter un utilisateur" }, FIRST_SCREEN),
    );
    const dialog = await screen.findByRole("dialog");
    const labels = (name: string) =>
      within(within(dialog).getByRole("group", { name }))
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent ?? "");
    expect(labels("Bulles et raccourcis")).toEqual([
      "Voir les bulles",
      "Créer des bulles",
      "Modifier et supprimer les bulles",
      "Voir les raccourcis",
      "Créer des raccourcis",
      "Modifier les raccourcis",
      "Supprimer des raccourcis",
    ]);
    expect(labels("Réponses validées")).toEqual([
      "Voir les réponses validées",
      "Créer des réponses validées",
      "Modifier les réponses validées",
      "Supprimer des réponses validées",
    ]);
    expect(labels("Conversations")).toEqual([
      "Lire les conversations",
      "Supprimer des conversations",
      "Voir les statistiques",
    ]);
    expect(labels("Questions à améliorer")).toEqual([
      "Voir les questions à améliorer",
      "Marquer les questions à améliorer",
    ]);
    expect(labels("Tests des assistants")).toContain("Lancer les tests");
  });

  it("asks before deleting a user, then deletes them", async () => {
    let users = [user(2, "bruno")];
    api.on("GET", "/api/users/", () => ({ json: paged(users) }));
    api.on("DELETE", "/api/users/2/", () => {
      users = [];
      return { status: 204 };
    });
    renderAdmin("/users", { apiUrl: api.url, permissions: MANAGER });
    fireEvent.pointerDown(await screen.findByRole("button", { name: "Actions pour bruno" }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(api.requests.some((request) => request.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Utilisateur supprimé")).toBeTruthy();
    expect(await screen.findByText("Aucun utilisateur pour l'instant.")).toBeTruthy();
  });

  it("gives focus back to what opened a dialog, or to the row taking the place of a deleted one", async () => {
    const keyboard = userEvent.setup();
    let users = [user(2, "bruno"), user(3, "zoé")];
    api.on("GET", "/api/users/", () => ({ json: paged(users) }));
    api.on("DELETE", "/api/users/2/", () => {
      users = [user(3, "zoé")];
      return { status: 204 };
    });
    renderAdmin("/users", { apiUrl: api.url, permissions: MANAGER });
    const add = await screen.findByRole("button", { name: "Ajouter un utilisateur" });
    await keyboard.click(add);
    await screen.findByRole("dialog");
    await keyboard.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(add));

    const bruno = await screen.findByRole("button", { name: "Actions pour bruno" });
    await keyboard.click(bruno);
    await keyboard.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    await keyboard.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Annuler" }),
    );
    await waitFor(() => expect(document.activeElement).toBe(bruno));

    await keyboard.keyboard("{Enter}");
    await keyboard.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    await keyboard.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Supprimer" }),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("link", { name: "zoé" })),
    );
  });

  it("shows an error with a retry when the list cannot load", async () => {
    api.on("GET", "/api/users/", { status: 403, json: { detail: "You do not have permission." } });
    renderAdmin("/users", { apiUrl: api.url, permissions: MANAGER });
    expect(await screen.findByText("Impossible de charger les utilisateurs.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("shows a user without user permissions their own profile, read from their session", async () => {
    api.on("GET", "/api/auth/me/", {
      json: user(TEST_USER.user_id, TEST_USER.username, { first_name: "Camille" }),
    });
    renderAdmin(`/users/${TEST_USER.user_id}`, {
      apiUrl: api.url,
      permissions: ["bots.view_bot"],
    });
    expect(await screen.findByRole("heading", { name: "Mon compte" })).toBeTruthy();
    expect(await screen.findByText("Camille")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer" })).toBeNull();
    expect(api.requests.some((request) => request.path.startsWith("/api/users/"))).toBe(false);
  });

  it("lets a user manager edit their own identity, never their own rights", async () => {
    api.on("GET", "/api/auth/me/", { json: user(TEST_USER.user_id, TEST_USER.username) });
    api.on("PATCH", `/api/users/${TEST_USER.user_id}/`, (request) => ({
      json: { ...user(TEST_USER.user_id, TEST_USER.username), ...(request.body as object) },
    }));
    renderAdmin(`/users/${TEST_USER.user_id}`, { apiUrl: api.url, permissions: MANAGER });
    expect(await screen.findByRole("heading", { name: "Mon compte" })).toBeTruthy();
    expect(screen.queryByText("Permissions")).toBeNull();
    // One's own password and address are changed in the settings, where the current password
    // is asked.
    expect(screen.queryByLabelText(/mot de passe/i)).toBeNull();
    expect(screen.getByRole("link", { name: "Paramètres › Compte" }).getAttribute("href")).toBe(
      "/settings/account",
    );
    expect(
      screen.getByText(/Votre adresse e-mail et votre mot de passe se changent dans/),
    ).toBeTruthy();
    const email = screen.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    fireEvent.change(await screen.findByLabelText(/Prénom/), { target: { value: "Camille" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Modifications enregistrées")).toBeTruthy();
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toMatchObject({ first_name: "Camille", accounts: [1] });
    for (const field of ["password", "email", "permissions", "is_staff", "is_active"]) {
      expect(patch?.body).not.toHaveProperty(field);
    }
  });
});
