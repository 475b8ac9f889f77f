import { expect, test } from "@playwright/test";
import { signInThroughForm } from "../support/admin";
import { CONSUMER_URL, type ConsumerApp, startConsumerApp } from "../support/consumer-app";
import { E2E } from "../support/environment";
import {
  acceptAndWaitForWelcome,
  ask,
  assistantMessages,
  DEMO_BOT_ID,
  WIDGET,
} from "../support/widget";

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

test("the packed widget goes on with the conversation after a reload, and a dislike's comment reaches Chats", async ({
  page,
}) => {
  await page.goto(CONSUMER_URL);
  await page.getByRole("button", { name: WIDGET.open }).click();
  await acceptAndWaitForWelcome(page);
  const question = "Comment créer mon propre assistant ?";
  await ask(page, question);

  await page.reload();
  await page.getByRole("button", { name: WIDGET.open }).click();
  // The conversation is there at once, as the visitor left it: welcome, question, answer.
  await expect(page.locator(".ami-message-sent")).toHaveCount(1);
  await expect(page.locator(".ami-message-sent")).toContainText(question);
  await expect(assistantMessages(page)).toHaveCount(2);

  await assistantMessages(page).last().getByTitle(WIDGET.dislike).click();
  const comment = "Il manque comment ajouter un avatar.";
  await page
    .getByLabel("Qu'est-ce qui n'allait pas dans cette réponse ? (facultatif)")
    .fill(comment);
  await page.getByRole("button", { name: "Envoyer la remarque" }).click();
  await expect(page.getByText("Merci, votre remarque a été transmise.")).toBeVisible();

  // The back-office lists one conversation, the comment under its disliked answer.
  await signInThroughForm(page, E2E.admin);
  await page.goto(`/chats?assistant=${DEMO_BOT_ID}&mal-notees=1`);
  const list = page.getByRole("region", { name: "Liste des conversations" });
  await list.getByRole("button").first().click();
  const detail = page.getByRole("region", { name: "Détail de la conversation" });
  await expect(detail.getByRole("listitem").filter({ hasText: question })).toHaveCount(1);
  await expect(detail.getByRole("figure", { name: "Ce qu'en dit le visiteur" })).toContainText(
    comment,
  );
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
    markdownTable: true,
    markdownPlainText: true,
  });
});
