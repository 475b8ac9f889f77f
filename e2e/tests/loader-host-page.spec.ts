import { expect, test } from "@playwright/test";
import { apiToken } from "../support/admin";
import { E2E } from "../support/environment";
import { type HostPage, startHostPage } from "../support/host-page-server";
import {
  acceptAndWaitForWelcome,
  ask,
  collectConsoleErrors,
  DEMO_BOT_ID,
  WIDGET,
} from "../support/widget";

let host: HostPage;

test.beforeAll(async () => {
  host = await startHostPage(DEMO_BOT_ID);
});

test.afterAll(async () => {
  await host.close();
});

test.describe("loader.js on a page of another origin", () => {
  test("draws the launcher and the bubbles despite the page's own styles, then closes them all", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(host.url);
    const launcher = page.getByRole("button", { name: WIDGET.open });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveCSS("background-color", "rgb(62, 99, 221)");
    await expect(launcher).toHaveCSS("width", "56px");

    const bubbles = page.locator(".bubble");
    await expect(bubbles.first()).toBeHidden();
    await expect(bubbles.first()).toBeVisible({ timeout: 10_000 });
    await expect(bubbles.first()).not.toHaveText("");
    const closeAll = page.getByRole("button", { name: WIDGET.closeAllBubbles });
    await expect(closeAll).toBeVisible({ timeout: 10_000 });
    await closeAll.click();
    await expect(bubbles).toHaveCount(0);

    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test("hides the bubbles while the chat is open, over the site's page, and shows them again after", async ({
    page,
  }) => {
    await page.goto(host.url);
    const bubbles = page.locator(".bubble");
    await expect(bubbles.first()).toBeVisible({ timeout: 10_000 });
    await page.getByRole("button", { name: WIDGET.open }).click();
    await expect(page.locator("iframe")).toBeVisible();
    await expect(bubbles.first()).toBeHidden();
    await expect(page.getByRole("button", { name: WIDGET.closeAllBubbles })).toBeHidden();
    await page.getByRole("button", { name: WIDGET.minimise }).click();
    await expect(bubbles.first()).toBeVisible();
  });

  test("opens the widget's frame, chats, and closes when the widget asks", async ({ page }) => {
    await page.goto(host.url);
    const frameElement = page.locator("iframe");
    await expect(frameElement).toHaveCount(1);
    await expect(frameElement).toBeHidden();
    await page.getByRole("button", { name: WIDGET.open }).click();
    await expect(frameElement).toBeVisible();

    const chat = page.frameLocator("iframe");
    // Focus moves into the widget: the privacy terms' only button is ready for the keyboard.
    await expect(chat.getByRole("button", { name: WIDGET.accept })).toBeFocused();
    // The terms are modal: Tab goes round them, never out to the page behind.
    const widgetFrame = page.frames().find((frame) => frame.url().includes("/embed/"));
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press(press % 2 ? "Shift+Tab" : "Tab");
      expect(
        await widgetFrame?.evaluate(
          () => document.hasFocus() && document.activeElement?.closest(".ami-privacy") !== null,
        ),
      ).toBe(true);
    }
    await chat.getByRole("button", { name: WIDGET.accept }).focus();
    await acceptAndWaitForWelcome(chat);
    await expect(chat.getByRole("button", { name: WIDGET.open })).toHaveCount(0);
    await ask(chat, "Que sais-tu faire ?");

    await chat.getByTitle(WIDGET.minimise).click();
    await expect(frameElement).toBeHidden();
    await expect(page.getByRole("button", { name: WIDGET.open })).toBeFocused();

    // The page's own handler is still the one it set, and it still hears its messages.
    expect(await page.evaluate(() => window.onmessage?.name)).toBe("hostHandler");
    expect(
      await page.evaluate(() => (window as unknown as { hostMessages: number }).hostMessages),
    ).toBeGreaterThan(0);
  });

  test("ignores a look-alike message that does not come from the widget's frame", async ({
    page,
  }) => {
    await page.goto(host.url);
    await page.getByRole("button", { name: WIDGET.open }).click();
    const frameElement = page.locator("iframe");
    await expect(frameElement).toBeVisible();
    await page.evaluate(() => window.postMessage({ type: "AMI_CHAT_CLOSE" }, "*"));
    await page.waitForTimeout(300);
    await expect(frameElement).toBeVisible();
  });

  test("chats on a site the assistant allows, and on no other", async ({ page, request }) => {
    const token = await apiToken(request, E2E.admin);
    const allow = (origins: string[]) =>
      request.patch(`${E2E.apiUrl}/api/bots/${DEMO_BOT_ID}/`, {
        headers: { Authorization: `Token ${token}` },
        data: { allowed_origins: origins },
      });
    const other = await startHostPage(DEMO_BOT_ID);
    try {
      expect((await allow([new URL(host.url).origin])).status()).toBe(200);
      await page.goto(host.url);
      await page.getByRole("button", { name: WIDGET.open }).click();
      const chat = page.frameLocator("iframe");
      await acceptAndWaitForWelcome(chat);
      await ask(chat, "Que sais-tu faire ?");

      // The same script tag on a site the assistant does not allow: the session is refused.
      const refused = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/sessions/start") && response.request().method() === "POST",
      );
      await page.goto(other.url);
      await page.getByRole("button", { name: WIDGET.open }).click();
      await page.frameLocator("iframe").getByRole("button", { name: WIDGET.accept }).click();
      expect((await refused).status()).toBe(403);
      // The widget is not offered there: its frame and launcher go.
      await expect(page.getByRole("button", { name: WIDGET.open })).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
    } finally {
      await allow([]);
      await other.close();
    }
  });
});
