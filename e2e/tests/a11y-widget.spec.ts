import { expect, test } from "@playwright/test";
import { COLOR_SCHEMES, seriousViolations } from "../support/accessibility";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, DEMO_BOT_ID, WIDGET } from "../support/widget";

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`the /embed widget for a ${colorScheme}-scheme visitor`, () => {
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
  });
}
