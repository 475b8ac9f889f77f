import { expect, test } from "@playwright/test";
import { apiGet, apiToken } from "../support/admin";
import { E2E } from "../support/environment";
import {
  acceptAndWaitForWelcome,
  ask,
  assistantMessages,
  collectConsoleErrors,
  DEMO_BOT_ID,
  WIDGET,
} from "../support/widget";

const embedPage = `${E2E.embedUrl}/embed/${DEMO_BOT_ID}`;

interface StoredMessage {
  id: number;
  sent_from: "bot" | "user";
  message: string;
  rating: number;
}

test.describe("the widget at /embed/:botId, against the real API", () => {
  test("shows the privacy terms first, stores nothing before consent, then consent and the session", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(embedPage);
    const terms = page.getByRole("dialog", { name: WIDGET.privacyTitle });
    await expect(terms).toBeVisible();
    await expect(terms.getByRole("listitem")).toHaveCount(4);
    await expect(terms).toContainText(WIDGET.privacyWarning);
    await expect(terms.getByRole("button")).toHaveText([WIDGET.accept]);
    await expect(page.getByPlaceholder(WIDGET.placeholder)).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    const before = Date.now();
    await acceptAndWaitForWelcome(page);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored).sort()).toEqual([
      `chat-privacy-consent-${DEMO_BOT_ID}`,
      `chat-privacy-consent-${DEMO_BOT_ID}-timestamp`,
      `chat-session-${DEMO_BOT_ID}`,
    ]);
    expect(stored[`chat-privacy-consent-${DEMO_BOT_ID}`]).toBe("true");
    // The session is kept for the next page of the site, to go on with the conversation.
    expect(JSON.parse(stored[`chat-session-${DEMO_BOT_ID}`] ?? "{}")).toEqual({
      session_id: expect.any(Number),
      session_secret: expect.stringMatching(/^[0-9a-f]{40}$/),
      kept_at: expect.any(Number),
    });
    expect(Number(stored[`chat-privacy-consent-${DEMO_BOT_ID}-timestamp`])).toBeGreaterThanOrEqual(
      before,
    );

    // The page is served under a strict policy (no inline script or style): nothing was refused.
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test("welcomes after the typing indicator, without rating controls on the welcome", async ({
    page,
    request,
  }) => {
    const started = await request.post(`${E2E.apiUrl}/api/sessions/start`, {
      data: { bot_id: DEMO_BOT_ID },
    });
    const opened = (await started.json()) as {
      session_id: number;
      session_secret: string;
      welcome_message: string;
    };
    await request.post(`${E2E.apiUrl}/api/sessions/close`, {
      data: { session_id: opened.session_id, session_secret: opened.session_secret },
    });
    const { welcome_message } = opened;
    const expected =
      welcome_message.replace(/[\r\n]+/g, " ").trim() || "Comment puis-je vous aider?";

    await page.goto(embedPage);
    await page.getByRole("button", { name: WIDGET.accept }).click();
    await expect(page.locator(".ami-typing")).toBeVisible();
    await expect(assistantMessages(page)).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });
    const shown = await assistantMessages(page).locator(".ami-markdown").textContent();
    expect(shown).toBe(expected);
    await expect(page.getByTitle(WIDGET.like)).toHaveCount(0);
  });

  test("answers a question from the knowledge base with its sources", async ({ page }) => {
    await page.goto(embedPage);
    await acceptAndWaitForWelcome(page);
    const answer = await ask(page, "Comment créer mon propre assistant ?");
    await expect(answer.locator(".ami-markdown")).not.toBeEmpty();
    await expect(answer.locator(".ami-sources summary")).toContainText("Sources");
    await answer.locator(".ami-sources summary").click();
    await expect(answer.locator(".ami-source").first()).toBeVisible();
  });

  test("likes and dislikes an answer, and the server records it", async ({ page, request }) => {
    await page.goto(embedPage);
    await acceptAndWaitForWelcome(page);
    const answer = await ask(page, "Que sais-tu faire ?");
    const like = answer.getByTitle(WIDGET.like);
    const dislike = answer.getByTitle(WIDGET.dislike);
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await dislike.click();
    await expect(dislike).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAttribute("aria-pressed", "false");

    const token = await apiToken(request, E2E.admin);
    const sessions = (await apiGet(request, token, `/api/sessions/?bot_id=${DEMO_BOT_ID}`))
      .body as { results: { id: number }[] };
    const latest = Math.max(...sessions.results.map((session) => session.id));
    const messages = (await apiGet(request, token, `/api/messages/?session_id=${latest}`)).body as {
      results: StoredMessage[];
    };
    const bot = messages.results.filter((message) => message.sent_from === "bot");
    expect(bot.at(-1)?.rating).toBe(-1);
  });

  test("reset clears the conversation, closes the session and welcomes again", async ({ page }) => {
    await page.goto(embedPage);
    await acceptAndWaitForWelcome(page);
    await ask(page, "Que sais-tu faire ?");
    const closed = page.waitForRequest(
      (request) => request.url().endsWith("/api/sessions/close") && request.method() === "POST",
    );
    const started = page.waitForResponse((response) =>
      response.url().endsWith("/api/sessions/start"),
    );
    await page.getByTitle(WIDGET.reset).click();
    await closed;
    expect((await started).status()).toBe(201);
    await expect(page.locator(".ami-message-sent")).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });
  });

  test("the shortcut buttons ask their label", async ({ page }) => {
    await page.goto(embedPage);
    await acceptAndWaitForWelcome(page);
    const shortcut = page.locator(".ami-shortcut").first();
    const label = (await shortcut.textContent()) ?? "";
    expect(label).not.toBe("");
    await shortcut.click();
    await expect(page.locator(".ami-message-sent .ami-bubble-text")).toHaveText([label]);
    await expect(assistantMessages(page)).toHaveCount(2, { timeout: 30_000 });
  });

  test("Escape minimises the panel and the launcher opens it again", async ({ page }) => {
    await page.goto(embedPage);
    await acceptAndWaitForWelcome(page);
    await page.getByPlaceholder(WIDGET.placeholder).press("Escape");
    const launcher = page.getByRole("button", { name: WIDGET.open });
    await expect(launcher).toBeFocused();
    await expect(page.getByPlaceholder(WIDGET.placeholder)).toHaveCount(0);
    await launcher.click();
    await expect(page.getByPlaceholder(WIDGET.placeholder)).toBeFocused();
  });
});

test.describe("the widget on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("fills the screen, with a close button in its header", async ({ page }) => {
    await page.goto(embedPage);
    await acceptAndWaitForWelcome(page);
    const panel = await page.locator(".ami-panel").boundingBox();
    expect(panel).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(page.getByTitle("Fermer le chat")).toBeVisible();
  });

  test("lets the privacy terms be closed too, and opened again from the launcher", async ({
    page,
  }) => {
    await page.goto(embedPage);
    const terms = page.getByRole("dialog", { name: WIDGET.privacyTitle });
    await expect(terms).toBeVisible();
    // Nothing but the close button: no reset before there is a conversation.
    await expect(page.getByTitle(WIDGET.reset)).toHaveCount(0);
    await page.getByTitle("Fermer le chat").click();
    await expect(terms).toHaveCount(0);
    await expect(page.locator(".ami-panel")).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});
