import { expect, test } from "@playwright/test";
import {
  apiGet,
  apiToken,
  createSiteBase,
  ingestionsSucceeded,
  openKnowledgeBase,
  signInThroughForm,
} from "../support/admin";
import { E2E } from "../support/environment";
import { type FrenchSite, startFrenchSite } from "../support/french-site-server";

const SCREEN = { width: 1280, height: 900 };

test.describe("the automatic synchronisation of a site", () => {
  let site: FrenchSite;

  test.beforeAll(async () => {
    site = await startFrenchSite();
  });
  test.afterAll(() => site.close());

  test("is set weekly from the site's screen, which says when next, and a crawl runs at once on demand, then shows in its history", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREEN);
    const token = await apiToken(request, E2E.admin);
    const name = `Valbrune ${Date.now()}`;
    const baseId = await createSiteBase(request, token, { name, url: site.url, max_crawls: 10 });

    await signInThroughForm(page, E2E.admin);
    const dialog = await openKnowledgeBase(page, baseId);
    const schedule = dialog.getByRole("region", { name: "Synchronisation automatique" });
    await expect(schedule.getByRole("combobox", { name: "Fréquence" })).toHaveText("Jamais");
    await expect(schedule).toContainText(
      "L'heure est celle du fuseau horaire du compte\u00a0: Europe/Paris.",
    );
    await expect(schedule.getByText(/Prochaine synchronisation/)).toHaveCount(0);

    await schedule.getByRole("combobox", { name: "Fréquence" }).click();
    await page.getByRole("option", { name: "Chaque semaine" }).click();
    await schedule.getByRole("combobox", { name: "Jour" }).click();
    await page.getByRole("option", { name: "mardi" }).click();
    await schedule.getByRole("combobox", { name: "Heure" }).click();
    await page.getByRole("option", { name: "06\u00a0h" }).click();
    await schedule.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Synchronisation enregistrée", { exact: true })).toBeVisible();
    await expect(schedule.getByText(/Prochaine synchronisation/)).toHaveText(
      /^Prochaine synchronisation\u00a0: mardi \d{1,2} \S+ \d{4}(,| à) 06:00$/,
    );
    const { body } = await apiGet(request, token, `/api/text_knowledge_bases/${baseId}/`);
    expect((body as { sync: unknown }).sync).toMatchObject({
      frequency: "weekly",
      hour: 6,
      weekday: 2,
      time_zone: "Europe/Paris",
    });

    await dialog.getByRole("button", { name: "Synchroniser maintenant" }).click();
    await expect(page.getByText("Ingestion relancée", { exact: true })).toBeVisible();
    const lastIngestion = dialog.getByRole("region", { name: "Dernière ingestion" });
    await expect(
      lastIngestion.getByRole("progressbar", { name: `Ingestion de ${name}` }),
    ).toBeVisible();
    await expect(lastIngestion.getByText("Terminée", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await ingestionsSucceeded(request, token, baseId, 2);

    // The site did not change: the second crawl says so, and the history lists both, newest first.
    await expect(lastIngestion.getByText("Pages\u00a0: 4 inchangées")).toBeVisible();
    const history = dialog.getByRole("region", { name: "Historique des synchronisations" });
    const entries = history
      .getByRole("list", { name: "Dernières synchronisations" })
      .locator("> li");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText("À la demande");
    await expect(entries.nth(0)).toContainText("Terminée");
    await expect(entries.nth(0)).toContainText("Pages\u00a0: 4 inchangées");
    await expect(entries.nth(1)).toContainText("À la création");
    await expect(entries.nth(1)).toContainText("Terminée");
    await expect(entries.nth(1)).toContainText("Pages\u00a0: 4 nouvelles");
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("sync-schedule.png") });
  });
});
