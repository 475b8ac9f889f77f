import { expect, test } from "@playwright/test";
import { apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";

test.describe("the accounts screen", () => {
  test("an administrator creates an account with a key, sees it masked, renames and deletes it", async ({
    page,
    request,
  }) => {
    const name = `Mairie ${Date.now()}`;
    const secret = `sk-e2e-${Date.now()}-secret-value`;
    await signInThroughForm(page, E2E.admin);
    await page.goto("/accounts");
    const list = page.getByRole("region", { name: "Liste des comptes" });
    await expect(list.getByText("Démo")).toBeVisible();

    await page.getByRole("button", { name: "Ajouter un compte" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un compte" });
    await dialog.getByRole("textbox", { name: "Nom du compte" }).fill(name);
    await dialog.getByRole("textbox", { name: "Clé API OpenAI" }).fill(secret);
    await dialog.getByRole("button", { name: "Créer le compte" }).click();
    await expect(page.getByText("Compte créé", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = list.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Non définie")).toHaveCount(1);
    await expect(page.getByText(secret)).toHaveCount(0);
    const token = await apiToken(request, E2E.admin);
    const { body } = await apiGet(request, token, "/api/accounts/?page_size=1000");
    const stored = (
      body as { results: { name: string; masked_openai_api_key: string | null }[] }
    ).results.find((entry) => entry.name === name);
    expect(stored?.masked_openai_api_key).toBeTruthy();
    await expect(row.getByText(stored?.masked_openai_api_key ?? "")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-screens-accounts-list.png") });

    await row.getByRole("switch", { name: `Compte ${name} actif` }).click();
    await expect(page.getByText("Compte désactivé", { exact: true })).toBeVisible();
    await expect(row.getByRole("switch")).toHaveAttribute("aria-checked", "false");

    await row.getByRole("button", { name: `Actions pour ${name}` }).click();
    await page.getByRole("menuitem", { name: "Renommer et clés API" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier le compte" });
    await expect(edit.getByText(`Clé actuelle : ${stored?.masked_openai_api_key}`)).toBeVisible();
    await edit.getByRole("textbox", { name: "Nom du compte" }).fill(`${name} renommé`);
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Compte enregistré", { exact: true })).toBeVisible();
    const renamed = list.getByRole("row").filter({ hasText: `${name} renommé` });
    await expect(renamed).toHaveCount(1);

    await renamed.getByRole("button", { name: `Actions pour ${name} renommé` }).click();
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Compte supprimé", { exact: true })).toBeVisible();
    await expect(list.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });
});
