import { expect, test } from "@playwright/test";
import { apiToken, createSiteBase, ingestionsSucceeded, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { type FrenchSite, startFrenchSite } from "../support/french-site-server";

const SCREEN = { width: 1280, height: 800 };

/** What the back-office says of a crawl that stopped at its page limit with 2 pages left. */
const TWO_LEFT = "2 pages non lues\u00a0: limite atteinte";

test.describe("a crawl that stops at its page limit", () => {
  let site: FrenchSite;

  test.beforeAll(async () => {
    site = await startFrenchSite();
  });
  test.afterAll(() => site.close());

  test("says how many pages it left unread, on its task and on its knowledge base, after a re-ingestion too", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREEN);
    const token = await apiToken(request, E2E.admin);
    // The home page links to three pages: with two pages at most, two of them are left.
    const limited = `Valbrune en partie ${Date.now()}`;
    const limitedId = await createSiteBase(request, token, {
      name: limited,
      url: site.url,
      max_crawls: 2,
    });
    const whole = `Valbrune en entier ${Date.now()}`;
    await createSiteBase(request, token, {
      name: whole,
      url: site.url,
      max_crawls: 10,
    });

    await signInThroughForm(page, E2E.admin);
    await page.goto("/tasks");
    const tasks = page.getByRole("region", { name: "Liste des tâches" });
    const limitedTask = tasks.getByRole("row").filter({ hasText: limited });
    await expect(limitedTask.getByText("Terminée")).toBeVisible();
    await expect(limitedTask.getByText("2 / 2 pages")).toBeVisible();
    await expect(limitedTask.getByText(TWO_LEFT)).toHaveJSProperty("textContent", TWO_LEFT);
    const wholeTask = tasks.getByRole("row").filter({ hasText: whole });
    await expect(wholeTask.getByText("4 / 4 pages")).toBeVisible();
    await expect(wholeTask.getByText(/non lues?/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("crawl-limit-tasks.png") });

    await page.goto("/knowledge_bases");
    const bases = page.getByRole("region", { name: "Liste des bases de connaissances" });
    const limitedRow = bases.getByRole("row").filter({ hasText: limited });
    await expect(limitedRow.getByText(TWO_LEFT)).toHaveJSProperty("textContent", TWO_LEFT);
    await expect(
      bases
        .getByRole("row")
        .filter({ hasText: whole })
        .getByText(/non lues?/),
    ).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("crawl-limit-list.png") });

    // Read again, the site still has more pages than the limit: the base still says so.
    await limitedRow.getByRole("button", { name: `Actions pour ${limited}` }).click();
    await page.getByRole("menuitem", { name: "Synchroniser maintenant" }).click();
    await expect(page.getByText("Ingestion relancée", { exact: true })).toBeVisible();
    await ingestionsSucceeded(request, token, limitedId, 2);
    await page.goto("/tasks");
    await expect(
      tasks.getByRole("row").filter({ hasText: limited }).getByText(TWO_LEFT),
    ).toHaveCount(2);
    await page.goto("/knowledge_bases");
    await expect(limitedRow.getByText(TWO_LEFT)).toBeVisible();
    await limitedRow.getByRole("button", { name: `Actions pour ${limited}` }).click();
    await page.getByRole("menuitem", { name: "Modifier" }).click();
    const lastIngestion = page
      .getByRole("dialog")
      .getByRole("region", { name: "Dernière ingestion" });
    await expect(lastIngestion.getByText(TWO_LEFT)).toHaveJSProperty("textContent", TWO_LEFT);
    await page.screenshot({ path: test.info().outputPath("crawl-limit-detail.png") });
  });
});
