import { expect, type Page, test } from "@playwright/test";
import { signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, DEMO_BOT_ID } from "../support/widget";

// A phone: the statistics stack in one column, and nothing may stick out of the screen.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, colorScheme: "light" });

/** How far the page itself scrolls sideways: 0 when nothing sticks out of the screen. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe("the statistics on a phone (390 x 844)", () => {
  test("never scroll sideways, and each chart fits the screen", async ({ page }) => {
    // A question with a word too long to wrap, so that the rankings have one to hold.
    const stamp = Date.now().toString(36);
    await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
    await acceptAndWaitForWelcome(page);
    await ask(page, `Où trouver le formulaire intercommunal-de-réinscription-${stamp} ?`);

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize(PHONE);
    await page.goto("/analytics");
    await expect(page.getByRole("heading", { name: "Statistiques", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Chiffres de la période" })).toBeVisible();
    // The charts themselves, not the small icons of their legends.
    const charts = page.locator("main .recharts-wrapper > svg.recharts-surface");
    await expect(charts.first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Questions les plus posées" })).toBeVisible();

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const count = await charts.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let at = 0; at < count; at += 1) {
      const chart = charts.nth(at);
      await chart.scrollIntoViewIfNeeded();
      const box = await chart.boundingBox();
      expect(box, "the chart is laid out").not.toBeNull();
      if (!box) continue;
      expect(box.width).toBeGreaterThan(200);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // Each card of the screen, the charts' included, keeps within the screen's width.
    const overflowing = await page.evaluate((width) => {
      const main = document.querySelector("main");
      if (!main) return ["no main"];
      return Array.from(main.querySelectorAll<HTMLElement>("section, [class*='card']"))
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .map((element) => element.getAttribute("aria-label") ?? element.className);
    }, PHONE.width);
    expect(overflowing).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath("mobile-analytics.png"),
      fullPage: true,
    });
  });
});
