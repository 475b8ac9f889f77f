import { expect, test } from "@playwright/test";
import { CONSUMER_URL, type ConsumerApp, startConsumerApp } from "../support/consumer-app";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, WIDGET } from "../support/widget";

let app: ConsumerApp;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startConsumerApp();
});

test.afterAll(() => {
  app?.stop();
});

test("the packed @org/chat-widget renders in a fresh Vite React app and chats with the API", async ({
  page,
}) => {
  await page.goto(CONSUMER_URL);
  const launcher = page.getByRole("button", { name: WIDGET.open });
  await expect(launcher).toBeVisible();
  // The site's own reset loads after the widget's styles and still changes nothing in it.
  await expect(launcher).toHaveCSS("background-color", "rgb(62, 99, 221)");
  await expect(launcher).toHaveCSS("width", "56px");
  await expect(launcher.locator("svg")).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

  await launcher.click();
  await acceptAndWaitForWelcome(page);
  await expect(page.locator(".ami-header")).toHaveCSS("background-color", "rgb(62, 99, 221)");
  await expect(page.locator(".ami-header-title")).toHaveCSS("font-size", "16px");
  await expect(page.locator(".ami-footer")).toHaveText("Propulsé par Site de démonstration");
  const answer = await ask(page, "Que sais-tu faire ?");
  await expect(answer.locator(".ami-markdown")).not.toBeEmpty();
});

test('the packed widget speaks English with locale="en"', async ({ page }) => {
  await page.goto(`${CONSUMER_URL}/?locale=en&api=${encodeURIComponent(E2E.apiUrl)}`);
  const launcher = page.getByRole("button", { name: "Open the chat" });
  await expect(launcher).toBeVisible();
  await launcher.click();
  const terms = page.getByRole("dialog", { name: "Privacy policy" });
  await expect(terms).toContainText("You must accept these terms to use the chat.");
  await terms.getByRole("button", { name: "Accept and continue" }).click();
  await expect(page.getByPlaceholder("Ask your question here...")).toBeVisible();
  await expect(page.locator(".ami-footer")).toHaveText("Powered by Site de démonstration");
  await expect(page.locator(".ami-chat")).toHaveAttribute("lang", "en");
});

test("every packed package loads from require() in a CommonJS Node script", () => {
  expect(app.requireAll()).toEqual({
    baseUrl: "http://127.0.0.1:8000",
    apiError: true,
    reactProvider: "function",
    permissions: true,
    widget: "function",
    hostMessage: "AMI_CHAT_CLOSE",
    button: true,
    tokens: true,
  });
});
