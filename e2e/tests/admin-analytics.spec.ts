import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, DEMO_BOT_ID } from "../support/widget";

const BYTE_ORDER_MARK = "\uFEFF";

test.describe("the statistics", () => {
  test("count today's questions, chart them and export the conversations as CSV", async ({
    page,
  }) => {
    // A subject no other test asks about, and a name no knowledge base holds: this run's alone.
    const boat = `Mistral${Date.now().toString(36)}`;
    const question = `Où amarrer le voilier ${boat} pendant la régate ?`;
    await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
    await acceptAndWaitForWelcome(page);
    await ask(page, question);
    await ask(page, `Quel tarif pour l'hivernage du voilier ${boat} ?`);

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Statistiques" })
      .click();
    await expect(page.getByRole("heading", { name: "Statistiques", level: 1 })).toBeVisible();

    const figures = page.getByRole("region", { name: "Chiffres de la période" });
    const questions = figures
      .getByRole("heading", { name: "Questions", exact: true })
      .locator("xpath=following-sibling::p[1]");
    await expect(questions).toHaveText(/\d/);
    const asked = Number((await questions.textContent())?.replace(/\D/g, ""));
    expect(asked).toBeGreaterThanOrEqual(2);
    await expect(page.locator("main svg.recharts-surface").first()).toBeVisible();
    // Today, the last day of the chart, counts the two questions at least.
    const chart = page.getByRole("table", { name: "Questions et réponses" });
    const today = chart.getByRole("row").last();
    expect(Number(await today.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(2);
    await expect(
      page.getByRole("region", { name: "Questions les plus posées" }).getByText(question),
    ).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath("admin-analytics.png"),
      fullPage: true,
    });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter les conversations (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^conversations-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/,
    );
    const path = await file.path();
    const csv = await readFile(path, "utf8");
    // The times' columns name the browser's time zone, which the back-office asked the export in.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(
      csv.startsWith(
        `${BYTE_ORDER_MARK}Conversation;Assistant;Début de la conversation (${zone});Réponse donnée le (${zone});`,
      ),
    ).toBe(true);
    expect(csv).toContain(question);
  });
});
