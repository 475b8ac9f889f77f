import { expect, type FrameLocator, type Page } from "@playwright/test";

/** The demo bot the API seeds on its first start. */
export const DEMO_BOT_ID = 1;

/** The widget's texts as the visitor sees them. */
export const WIDGET = {
  accept: "Accepter et continuer",
  privacyTitle: "Politique de confidentialité",
  privacyWarning: "Vous devez accepter ces conditions pour utiliser le chat.",
  placeholder: "Posez votre question ici...",
  reset: "Réinitialiser le chat",
  minimise: "Réduire le chat",
  open: "Ouvrir le chat",
  closeAllBubbles: "Fermer toutes les suggestions",
  like: "Réponse utile",
  dislike: "Réponse inutile",
} as const;

type Scope = Page | FrameLocator;

/** Accepts the privacy terms and waits for the bot's welcome message. */
export async function acceptAndWaitForWelcome(scope: Scope) {
  await scope.getByRole("button", { name: WIDGET.accept }).click();
  await expect(assistantMessages(scope)).toHaveCount(1, { timeout: 30_000 });
}

export function assistantMessages(scope: Scope) {
  return scope.locator(".ami-message-received");
}

/** Types a question, sends it with Enter, and waits for its answer to be complete. */
export async function ask(scope: Scope, question: string) {
  const before = await assistantMessages(scope).count();
  const input = scope.getByPlaceholder(WIDGET.placeholder);
  await input.fill(question);
  await input.press("Enter");
  await expect(assistantMessages(scope)).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(scope.getByTitle(WIDGET.like).last()).toBeVisible({ timeout: 30_000 });
  return assistantMessages(scope).last();
}

/** Collects the browser's console errors, including Content-Security-Policy violations. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
