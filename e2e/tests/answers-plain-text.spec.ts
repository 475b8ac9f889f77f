import {
  fakeChatAnswer,
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { expect, test } from "@playwright/test";
import { apiCreate, apiToken, createTextBot, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask } from "../support/widget";

/** A model's answer in Markdown: a heading in bold, a list with code and a link, a quote. */
const MARKDOWN_ANSWER = [
  "## **Planification** des tâches",
  "",
  "1. Ouvrir `crontab -e` ;",
  "2. lire [le guide](https://example.org/cron).",
  "",
  "> Astuce : *tester* d'abord.",
].join("\n");
/** What that answer says, as a screen reader should read it. */
const PLAIN_ANSWER = [
  "Planification des tâches",
  "Ouvrir crontab -e ;",
  "lire le guide.",
  "Astuce : tester d'abord.",
].join("\n");

let provider: OpenAiCompatibleServer;

test.beforeAll(async () => {
  provider = await startOpenAiCompatibleServer({
    answer: (messages) =>
      messages[0]?.content.startsWith("Réécris") ? fakeChatAnswer(messages) : MARKDOWN_ANSWER,
  });
});
test.afterAll(async () => {
  await provider?.close();
});

test("an answer in Markdown is announced, and previewed in the back-office, as the text it says", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, E2E.admin);
  const suffix = Date.now();
  const accountName = `Informatique ${suffix}`;
  const account = await apiCreate(request, token, "/api/accounts/", {
    name: accountName,
    openai_base_url: provider.baseUrl,
  });
  const name = `Planificateur ${suffix}`;
  const botId = await createTextBot(request, token, {
    account,
    name,
    base: {
      name: `Tâches ${suffix}`,
      value: "# Tâches\n\nLes tâches se planifient avec crontab, après un essai à la main.",
    },
  });

  await page.goto(`${E2E.embedUrl}/embed/${botId}`);
  await acceptAndWaitForWelcome(page);
  const answer = await ask(page, "Comment planifier une tâche ?");
  await expect(answer.getByRole("heading", { name: "Planification des tâches" })).toBeVisible();
  const live = page.locator('[aria-live="polite"]');
  await expect.poll(() => live.evaluate((region) => region.textContent)).toBe(PLAIN_ANSWER);

  await signInThroughForm(page, E2E.admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/chats");
  // The assistant's account is the one the back-office works in.
  await page.getByRole("button", { name: /Démo/ }).first().click();
  await page.getByRole("menuitem", { name: new RegExp(accountName) }).click();
  await page.getByRole("combobox", { name: "Assistant" }).click();
  await page.getByRole("option", { name }).click();
  const list = page.getByRole("region", { name: "Liste des conversations" });
  const conversation = list.getByRole("listitem").first();
  await expect(conversation).toContainText("Planification des tâches Ouvrir crontab -e ;");
  await expect(conversation).not.toContainText("**");
  await expect(conversation).not.toContainText("`");
  await expect(conversation).not.toContainText("](");
  await expect(conversation).not.toContainText("##");
  await page.screenshot({ path: test.info().outputPath("admin-chats-plain-preview.png") });
});
