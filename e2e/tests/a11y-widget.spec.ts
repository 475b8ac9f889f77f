import { expect, test } from "@playwright/test";
import { COLOR_SCHEMES, seriousViolations } from "../support/accessibility";
import { E2E } from "../support/environment";
import { type HostPage, startHostPage } from "../support/host-page-server";
import { acceptAndWaitForWelcome, ask, DEMO_BOT_ID, WIDGET } from "../support/widget";

let host: HostPage;

test.beforeAll(async () => {
  host = await startHostPage(DEMO_BOT_ID);
});

test.afterAll(async () => {
  await host.close();
});

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`the widget for a ${colorScheme}-scheme visitor`, () => {
    test.use({ colorScheme });

    test("consent modal, then chat with messages, have no serious accessibility violation", async ({
      page,
    }) => {
      await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
      await expect(page.getByRole("button", { name: WIDGET.accept })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await acceptAndWaitForWelcome(page);
      await ask(page, "Que sais-tu faire ?");
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the loader's launcher and bubbles on a host page have no serious accessibility violation", async ({
      page,
    }) => {
      await page.goto(host.url);
      await expect(page.getByRole("button", { name: WIDGET.open })).toBeVisible();
      await expect(page.getByRole("button", { name: WIDGET.closeAllBubbles })).toBeVisible({
        timeout: 10_000,
      });
      // Only what the loader adds: the rest is the host site's own page.
      expect(await seriousViolations(page, "[data-ami-bot]")).toEqual([]);
    });
  });
}
