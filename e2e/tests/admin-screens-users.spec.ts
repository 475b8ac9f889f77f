import { expect, test } from "@playwright/test";
import { signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";

test.describe("the users screen", () => {
  test("an administrator creates a user who then signs in with only the rights given", async ({
    page,
  }) => {
    const newcomer = { username: `lea-${Date.now()}`, password: "lea-Pa55word-2026" };
    await signInThroughForm(page, E2E.admin);
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Utilisateurs" })).toBeVisible();
    const list = page.getByRole("region", { name: "Liste des utilisateurs" });
    await expect(list.getByRole("link", { name: E2E.admin.username })).toBeVisible();

    await page.getByRole("button", { name: "Ajouter un utilisateur" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un utilisateur" });
    await dialog.getByLabel("Nom d'utilisateur").fill(newcomer.username);
    await dialog.getByRole("textbox", { name: "Mot de passe", exact: true }).fill("short");
    await dialog.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(
      dialog.getByText("Le mot de passe doit contenir au moins 8 caractères"),
    ).toBeVisible();
    await expect(dialog.getByText("Choisissez au moins un compte")).toBeVisible();

    await dialog
      .getByRole("textbox", { name: "Mot de passe", exact: true })
      .fill(newcomer.password);
    await dialog
      .getByRole("group", { name: /Comptes/ })
      .getByRole("checkbox")
      .first()
      .click();
    await dialog.getByRole("checkbox", { name: "Voir les assistants" }).click();
    await dialog.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(page.getByText("Utilisateur créé", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page
      .getByRole("searchbox", { name: "Rechercher un utilisateur" })
      .fill(newcomer.username);
    const row = list.getByRole("row").filter({ hasText: newcomer.username });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Utilisateur", { exact: true })).toBeVisible();
    await expect(row.getByText("Actif", { exact: true })).toBeVisible();

    await page.goto("/sign-out");
    await expect(page).toHaveURL(/\/sign-in/);
    await signInThroughForm(page, newcomer);
    await expect(page).toHaveURL(`${E2E.adminUrl}/bots`);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Utilisateurs" })).toHaveCount(0);

    await page
      .getByRole("button", { name: new RegExp(newcomer.username) })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Compte" }).click();
    await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: newcomer.username })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath("admin-screens-users-own.png"),
      fullPage: true,
    });
  });

  test("an administrator deactivates, then deletes a user after confirming", async ({ page }) => {
    await signInThroughForm(page, E2E.admin);
    const username = `marc-${Date.now()}`;
    await page.goto("/users");
    await page.getByRole("button", { name: "Ajouter un utilisateur" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un utilisateur" });
    await dialog.getByLabel("Nom d'utilisateur").fill(username);
    await dialog
      .getByRole("textbox", { name: "Mot de passe", exact: true })
      .fill("marc-Pa55word-2026");
    await dialog
      .getByRole("group", { name: /Comptes/ })
      .getByRole("checkbox")
      .first()
      .click();
    await dialog.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(dialog).toBeHidden();
    await page.screenshot({
      path: test.info().outputPath("admin-screens-users-list.png"),
      fullPage: true,
    });

    const list = page.getByRole("region", { name: "Liste des utilisateurs" });
    await page.getByRole("searchbox", { name: "Rechercher un utilisateur" }).fill(username);
    await list.getByRole("button", { name: `Actions pour ${username}` }).click();
    await page.getByRole("menuitem", { name: "Désactiver" }).click();
    await expect(page.getByText("Utilisateur désactivé", { exact: true })).toBeVisible();
    const row = list.getByRole("row").filter({ hasText: username });
    await expect(row.getByText("Inactif", { exact: true })).toBeVisible();

    await list.getByRole("link", { name: username }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await page.screenshot({
      path: test.info().outputPath("admin-screens-users-detail.png"),
      fullPage: true,
    });
    await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Cette action est définitive.", { exact: false })).toBeVisible();
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect(page).toHaveURL(`${E2E.adminUrl}/users`);
    await expect(page.getByText("Utilisateur supprimé", { exact: true })).toBeVisible();
    await page.getByRole("searchbox", { name: "Rechercher un utilisateur" }).fill(username);
    await expect(
      list.getByText(`Aucun utilisateur ne correspond à « ${username} ».`),
    ).toBeVisible();
  });
});
