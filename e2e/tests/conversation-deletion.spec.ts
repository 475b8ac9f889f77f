import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiCount, apiCreate, apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, assistantMessages, WIDGET } from "../support/widget";

const DELETED = "Votre conversation a été supprimée.";

/** A new assistant of the first account, so that its conversations are the test's alone. */
async function newAssistant(request: APIRequestContext, token: string, name: string) {
  const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
    results: { id: number }[];
  };
  return apiCreate(request, token, "/api/bots/", { name, account: accounts.results[0]?.id });
}

test.describe("deleting a conversation, as the privacy terms promise", () => {
  test("a visitor deletes theirs from the widget, in French", async ({ page, request }) => {
    const token = await apiToken(request, E2E.admin);
    const botId = await newAssistant(request, token, `Vie privée ${Date.now()}`);

    await page.goto(`${E2E.embedUrl}/embed/${botId}`);
    await acceptAndWaitForWelcome(page);
    await ask(page, "Quelles données gardez-vous ?");
    const kept = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { session_id: number },
      `chat-session-${botId}`,
    );
    expect(await apiCount(request, token, `/api/messages/?session_id=${kept.session_id}`)).toBe(2);

    await page.getByRole("button", { name: "Supprimer la conversation" }).click();
    const question = page.getByRole("alertdialog", { name: "Supprimer cette conversation\u00a0?" });
    await expect(question).toContainText(
      "Vos messages, vos notes et vos remarques seront effacés définitivement.",
    );
    await page.screenshot({ path: test.info().outputPath("widget-delete-question.png") });
    await question.getByRole("button", { name: "Supprimer" }).click();

    const notice = page
      .getByRole("status")
      .filter({ hasText: "Votre conversation a été supprimée." });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(page.getByText("Quelles données gardez-vous ?")).toHaveCount(0);
    await expect(question).toHaveCount(0);
    // A new conversation is welcomed, as after a reset.
    await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath("widget-deleted.png") });

    expect(await apiCount(request, token, `/api/messages/?session_id=${kept.session_id}`)).toBe(0);
    expect(await apiCount(request, token, `/api/sessions/?bot_id=${botId}`)).toBe(0);
  });

  test("a tab whose conversation was deleted in another tab starts afresh and answers the question typed", async ({
    page,
    context,
    request,
  }) => {
    const token = await apiToken(request, E2E.admin);
    const botId = await newAssistant(request, token, `Deux onglets ${Date.now()}`);
    await page.goto(`${E2E.embedUrl}/embed/${botId}`);
    await acceptAndWaitForWelcome(page);
    await ask(page, "Quels sont vos horaires ?");

    // A second tab of the site goes on with the same conversation, and deletes it.
    const other = await context.newPage();
    await other.goto(`${E2E.embedUrl}/embed/${botId}`);
    await expect(other.getByText("Quels sont vos horaires ?")).toBeVisible();
    await other.getByRole("button", { name: "Supprimer la conversation" }).click();
    await other.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(other.getByText(DELETED)).toBeVisible();
    await other.close();

    // The first tab still shows it; the visitor asks on there.
    const input = page.getByPlaceholder(WIDGET.placeholder);
    await input.fill("Et le samedi ?");
    await input.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: DELETED })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator(".ami-message-sent")).toHaveCount(1);
    await expect(page.locator(".ami-message-sent")).toContainText("Et le samedi ?");
    await expect(page.getByText("Quels sont vos horaires ?")).toHaveCount(0);
    // Welcome, then the answer to the question, in a new conversation.
    await expect(assistantMessages(page)).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTitle(WIDGET.like)).toHaveCount(1, { timeout: 30_000 });
    await expect(input).toBeFocused();
    await page.screenshot({ path: test.info().outputPath("widget-deleted-elsewhere.png") });

    const kept = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { session_id: number },
      `chat-session-${botId}`,
    );
    expect(await apiCount(request, token, `/api/sessions/?bot_id=${botId}`)).toBe(1);
    expect(await apiCount(request, token, `/api/messages/?session_id=${kept.session_id}`)).toBe(2);

    // Later questions are answered there, and the notice goes.
    await ask(page, "Et le dimanche ?");
    await expect(page.getByText(DELETED)).toHaveCount(0);
  });

  test("a user deletes one from Conversations", async ({ page, request }) => {
    const token = await apiToken(request, E2E.admin);
    const name = `Mairie ${Date.now()}`;
    const botId = await newAssistant(request, token, name);
    const started = await request.post(`${E2E.apiUrl}/api/sessions/start`, {
      data: { bot_id: botId },
    });
    const { session_id, session_secret } = (await started.json()) as {
      session_id: number;
      session_secret: string;
    };
    const asked = await request.post(`${E2E.apiUrl}/api/sessions/message`, {
      data: { session_id, session_secret, message: "Quels sont les horaires de la mairie ?" },
    });
    expect(asked.ok()).toBe(true);

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/chats");
    await page.getByRole("combobox", { name: "Assistant" }).click();
    await page.getByRole("option", { name }).click();
    const list = page.getByRole("region", { name: "Liste des conversations" });
    await list.getByRole("listitem").first().getByRole("button").click();
    const detail = page.getByRole("region", { name: "Détail de la conversation" });
    await expect(detail.getByText("Quels sont les horaires de la mairie ?")).toBeVisible();

    await detail.getByRole("button", { name: "Supprimer la conversation" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer la conversation\u00a0?" });
    await expect(dialog).toContainText("Cette action est définitive.");
    await page.screenshot({ path: test.info().outputPath("admin-delete-question.png") });
    await dialog.getByRole("button", { name: "Supprimer" }).click();

    await expect(page.getByText("Conversation supprimée", { exact: true })).toBeVisible();
    await expect(list.getByText(`${name} n'a pas encore eu de conversation.`)).toBeVisible();
    await expect(detail.getByText(/Choisissez une conversation/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-deleted.png") });
    expect(await apiCount(request, token, `/api/sessions/?bot_id=${botId}`)).toBe(0);
    expect(await apiCount(request, token, `/api/messages/?session_id=${session_id}`)).toBe(0);
  });
});
