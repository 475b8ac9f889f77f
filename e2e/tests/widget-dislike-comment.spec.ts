import { expect, test } from "@playwright/test";
import { E2E } from "../support/environment";
import {
  acceptAndWaitForWelcome,
  ask,
  assistantMessages,
  DEMO_BOT_ID,
  WIDGET,
} from "../support/widget";

const COMMENT_LABEL = "Qu'est-ce qui n'allait pas dans cette réponse ? (facultatif)";
const THANKS = "Merci, votre remarque a été transmise.";

test("an answer disliked with a comment asks for none after a reload", async ({ page }) => {
  await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
  await acceptAndWaitForWelcome(page);
  const answer = await ask(page, "Que sais-tu faire ?");
  await answer.getByTitle(WIDGET.dislike).click();
  await answer.getByLabel(COMMENT_LABEL).fill("Il manque les horaires.");
  await answer.getByRole("button", { name: "Envoyer la remarque" }).click();
  await expect(answer.getByText(THANKS)).toBeVisible();

  await page.reload();
  // The conversation goes on: the answer is read back, still disliked, its comment already sent.
  await expect(assistantMessages(page)).toHaveCount(2);
  const readBack = assistantMessages(page).last();
  await expect(readBack.getByTitle(WIDGET.dislike)).toHaveAttribute("aria-pressed", "true");
  await expect(readBack.getByText(THANKS)).toBeVisible();
  await expect(page.getByLabel(COMMENT_LABEL)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("widget-dislike-comment-reloaded.png") });
});
