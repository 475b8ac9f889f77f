import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { apiCreate, apiGet, apiToken, createSiteBase, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { type FrenchSite, startFrenchSite } from "../support/french-site-server";

test.describe("the tests of an assistant", () => {
  let site: FrenchSite;

  test.beforeAll(async () => {
    site = await startFrenchSite();
  });
  test.afterAll(() => site.close());

  test("a first set proposed from the site's headings, a question of the owner's own, a run that says what passed and why the rest failed", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, E2E.admin);
    const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
      results: { id: number }[];
    };
    const account = accounts.results[0]?.id;
    const baseId = await createSiteBase(request, token, {
      name: `Site de Valbrune ${Date.now()}`,
      url: site.url,
      account,
    });
    const botName = `Mairie testée ${Date.now().toString(36)}`;
    await apiCreate(request, token, "/api/bots/", {
      account,
      name: botName,
      text_knowledges: [baseId],
    });

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Tests" })
      .click();
    await page.getByRole("combobox", { name: "Assistant" }).click();
    await page.getByRole("option", { name: botName, exact: true }).click();

    // A first set, from the headings of the assistant's pages, each with the page it names.
    await page.getByRole("button", { name: "Proposer des questions" }).first().click();
    const proposals = page.getByRole("dialog", { name: "Proposer des questions" });
    const proposed = proposals.getByRole("checkbox", { name: "Horaires d'ouverture" });
    await expect(proposed).toBeChecked();
    await expect(proposals.getByRole("checkbox", { name: "Restauration scolaire" })).toBeChecked();
    await proposals.getByRole("checkbox", { name: "État civil" }).uncheck();
    await page.screenshot({ path: test.info().outputPath("assistant-tests-proposals.png") });
    await proposals.getByRole("button", { name: /^Ajouter \d+ tests?$/ }).click();
    await expect(proposals).toBeHidden();
    const tests = page.getByRole("region", { name: "Liste des tests" });
    const hours = tests.getByRole("listitem").filter({ hasText: "Horaires d'ouverture" });
    await expect(hours).toContainText(`Cite la page ${site.pageUrl("horaires")}`);
    await expect(tests.getByRole("listitem").filter({ hasText: "État civil" })).toHaveCount(0);

    // A question of the owner's own, whose answer must hold words the site never says.
    await page.getByRole("button", { name: "Nouveau test" }).first().click();
    const writing = page.getByRole("dialog", { name: "Nouveau test" });
    const pool = "La piscine ouvre-t-elle le dimanche ?";
    await writing.getByRole("textbox", { name: "Question" }).fill(pool);
    await writing.getByRole("radio", { name: "Contient des mots" }).check();
    await writing.getByRole("textbox", { name: "Mots attendus" }).fill("piscine, dimanche");
    await writing.getByRole("button", { name: "Enregistrer" }).click();
    await expect(writing).toBeHidden();

    await page.getByRole("button", { name: "Lancer les tests" }).click();
    const lastRun = page.getByRole("region", { name: "Dernier lancement" });
    await expect(lastRun).toContainText("Terminé", { timeout: 30_000 });
    await expect(lastRun).toContainText("lancé à la main");
    // Failed first, with why; the proposed questions find their pages.
    const results = lastRun.getByRole("list", { name: "Résultats" }).getByRole("listitem");
    await expect(results.first()).toContainText(pool);
    await expect(results.first()).toContainText("Mots absents");
    // The answer to the owner's question may quote the hours page too: its item is apart.
    await expect(
      lastRun
        .getByRole("listitem")
        .filter({ hasText: "Horaires d'ouverture" })
        .filter({ hasNotText: pool }),
    ).toContainText(site.pageUrl("horaires"));
    await expect(hours.getByText("Réussi")).toBeVisible();
    await expect(
      tests.getByRole("listitem").filter({ hasText: pool }).getByText("Échoué"),
    ).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath("assistant-tests-run.png"),
      fullPage: true,
    });
    expect(await seriousViolations(page, "main")).toEqual([]);

    // On a phone, the same screen reads in one column.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: test.info().outputPath("assistant-tests-phone.png"),
      fullPage: true,
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
