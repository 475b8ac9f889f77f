import { expect, type Locator, type Page, test } from "@playwright/test";
import { E2E } from "../support/environment";
import { assistantMessages, DEMO_BOT_ID, WIDGET } from "../support/widget";

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 25) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("keyboard only", () => {
  test("signs in, moves through the back-office and uses the command palette", async ({ page }) => {
    await page.goto("/sign-in");
    await tabTo(page, page.getByLabel("Username"));
    await page.keyboard.type(E2E.admin.username);
    await tabTo(page, page.getByLabel("Password", { exact: true }));
    await page.keyboard.type(E2E.admin.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();

    const usersLink = page.getByRole("link", { name: "Utilisateurs" }).first();
    await tabTo(page, usersLink, 40);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${E2E.adminUrl}/users`);

    await page.keyboard.press("Control+k");
    await expect(page.getByPlaceholder("Type a command or search...")).toBeFocused();
    await page.keyboard.type("Assistant");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${E2E.adminUrl}/bots`);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("accepts the terms and chats in the widget", async ({ page }) => {
    await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
    await tabTo(page, page.getByRole("button", { name: WIDGET.accept }));
    await page.keyboard.press("Enter");
    await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });

    await tabTo(page, page.getByPlaceholder(WIDGET.placeholder));
    await page.keyboard.type("Que sais-tu faire ?");
    await page.keyboard.press("Enter");
    await expect(assistantMessages(page)).toHaveCount(2, { timeout: 30_000 });
    await expect(page.locator(".ami-message-sent").last()).toContainText("Que sais-tu faire ?");
  });
});
