import { expect, test } from "@playwright/test";
import { apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";

test.describe("the applications screen", () => {
  test("saves an allowed site and copies the script tag", async ({ page, context, request }) => {
    const token = await apiToken(request, E2E.admin);
    const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
      results: { id: number }[];
    };
    const name = `Boutique ${Date.now()}`;
    const created = await request.post(`${E2E.apiUrl}/api/bots/`, {
      headers: { Authorization: `Token ${token}` },
      data: { name, account: accounts.results[0]?.id },
    });
    expect(created.status()).toBe(201);
    const bot = (await created.json()) as { id: number };
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: E2E.adminUrl,
    });

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/apps");
    const card = page.getByRole("region", { name, exact: true });
    await expect(card.getByText(/peut s'afficher sur tous les sites/)).toBeVisible();
    const input = card.getByLabel("Ajouter un site");
    await input.fill("boutique.example.org");
    await card.getByRole("button", { name: "Ajouter" }).click();
    await expect(card.getByText(/Commencez par https:\/\//)).toBeVisible();
    await input.fill("https://Boutique.example.org/");
    await card.getByRole("button", { name: "Ajouter" }).click();
    await card.getByRole("button", { name: "Enregistrer les sites" }).click();
    await expect(page.getByText("Sites autorisés enregistrés", { exact: true })).toBeVisible();

    await page.reload();
    const saved = card.getByRole("list", { name: `Sites autorisés pour ${name}` });
    await expect(saved.getByRole("listitem")).toHaveText(["https://boutique.example.org"]);
    const stored = await apiGet(request, token, `/api/bots/${bot.id}/`);
    expect((stored.body as { allowed_origins: string[] }).allowed_origins).toEqual([
      "https://boutique.example.org",
    ]);

    await card.getByRole("figure", { name: "Balise script" }).getByRole("button").click();
    await expect(page.getByText("Copié", { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `<script src="${E2E.embedUrl}/loader.js" data-bot-id="${bot.id}" async></script>`,
    );
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("admin-screens-apps.png") });
  });
});
