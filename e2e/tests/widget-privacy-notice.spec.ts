import { expect, type Page, test } from "@playwright/test";
import { apiCreate, apiGet, apiToken } from "../support/admin";
import { E2E } from "../support/environment";
import { DEMO_BOT_ID, WIDGET } from "../support/widget";

/** The computed colour of a design token inside the widget, as the browser writes colours. */
function tokenColour(page: Page, token: string): Promise<string> {
  return page.locator(".ami-chat").evaluate((root, name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name})`;
    root.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`the privacy terms in the ${theme} theme`, () => {
    test("say they must be accepted as a notice, and as a warning once the visitor tries to get past them", async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, E2E.admin);
      const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
        results: { id: number }[];
      };
      const botId = await apiCreate(request, token, "/api/bots/", {
        account: accounts.results[0]?.id,
        name: `Conditions ${theme} ${Date.now()}`,
        theme,
      });
      await page.goto(`${E2E.embedUrl}/embed/${botId}`);
      const terms = page.getByRole("dialog", { name: WIDGET.privacyTitle });
      await expect(terms).toBeVisible();
      await expect(page.locator(".ami-chat")).toHaveAttribute("data-theme", theme);
      const destructive = await tokenColour(page, "--ui-color-destructive");
      const foreground = await tokenColour(page, "--ui-color-foreground");
      expect(destructive).not.toBe(foreground);

      const notice = terms.getByText(WIDGET.privacyWarning);
      await expect(notice).toHaveCSS("color", foreground);
      await expect(terms.getByRole("alert")).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`privacy-notice-${theme}.png`) });

      // Escape cannot dismiss the terms: they stay, and now warn.
      await page.getByRole("button", { name: WIDGET.accept }).press("Escape");
      await expect(terms).toBeVisible();
      const warning = terms.getByRole("alert");
      await expect(warning).toHaveText(WIDGET.privacyWarning);
      await expect(warning).toHaveCSS("color", destructive);
      await expect(page.getByRole("button", { name: WIDGET.accept })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`privacy-warning-${theme}.png`) });
    });
  });
}

test.describe("the privacy terms on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("warn after a press beside them, and on the way back once closed", async ({ page }) => {
    await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
    const terms = page.getByRole("dialog", { name: WIDGET.privacyTitle });
    await terms.getByText(WIDGET.privacyWarning).click();
    await expect(terms.getByRole("alert")).toHaveCount(0);
    await page.locator(".ami-footer").click();
    await expect(terms.getByRole("alert")).toHaveText(WIDGET.privacyWarning);
    await page.screenshot({ path: test.info().outputPath("privacy-warning-phone.png") });

    await page.reload();
    await expect(terms).toBeVisible();
    await expect(terms.getByRole("alert")).toHaveCount(0);
    await page.getByTitle("Fermer le chat").click();
    await expect(terms).toHaveCount(0);
    await page.getByRole("button", { name: WIDGET.open }).click();
    await expect(terms.getByRole("alert")).toHaveText(WIDGET.privacyWarning);
  });
});
