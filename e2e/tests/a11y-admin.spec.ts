import { expect, test } from "@playwright/test";
import { COLOR_SCHEMES, seriousViolations } from "../support/accessibility";
import { signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";

const PUBLIC_SCREENS = [
  "/sign-in",
  "/otp",
  "/forgot-password",
  "/401",
  "/403",
  "/404",
  "/500",
  "/503",
];

const SIGNED_IN_SCREENS = [
  "/",
  "/knowledge_bases",
  "/knowledge-base",
  "/accounts",
  "/bots",
  "/bots/1",
  "/users",
  "/users/1",
  "/tasks",
  "/chats",
  "/improvements",
  "/curated-answers",
  "/assistant-tests",
  "/analytics",
  "/apps",
  "/help-center",
  "/settings",
  "/settings/account",
  "/settings/appearance",
  "/settings/display",
  "/settings/notifications",
];

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`back-office screens in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of PUBLIC_SCREENS) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("every signed-in screen has no serious accessibility violation", async ({ page }) => {
      test.setTimeout(180_000);
      await signInThroughForm(page, E2E.admin);
      const found: Record<string, unknown> = {};
      for (const path of SIGNED_IN_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole("main")).toBeVisible();
        await page.waitForLoadState("networkidle");
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
