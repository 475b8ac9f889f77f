import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { type HostPage, startHostPage } from "../support/host-page-server";
import { assistantMessages } from "../support/widget";

test.use({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });

/** The main colour the tests give the assistant, as the browser reports it. */
const ORANGE = { hex: "#d4380d", rgb: "rgb(212, 56, 13)" };

const ENGLISH = {
  open: "Open the chat",
  minimise: "Minimise the chat",
  accept: "Accept and continue",
  privacyTitle: "Privacy policy",
  placeholder: "Ask your question here...",
  greeting: "How can I help you?",
  noAnswer:
    "I could not find any information about this in my knowledge base. Could you rephrase your question?",
};

/** A new assistant of the seeded account, with no knowledge: it answers that it does not know. */
async function newBot(page: Page, name: string): Promise<number> {
  const token = await apiToken(page.request, E2E.admin);
  const accounts = await apiGet(page.request, token, "/api/accounts/");
  const account = (accounts.body as { results: { id: number }[] }).results[0]?.id;
  const created = await page.request.post(`${E2E.apiUrl}/api/bots/`, {
    headers: { Authorization: `Token ${token}` },
    data: { account, name, welcome_message: "" },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test.describe("the widget's appearance, set in the back-office", () => {
  let host: HostPage | undefined;
  let frenchHost: HostPage | undefined;

  test.afterAll(async () => {
    await host?.close();
    await frenchHost?.close();
  });

  test("the administrator tries colour, corner, theme and language in the live preview, saves, and loader.js applies them on another site", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Vitrine ${Date.now()}`;
    const botId = await newBot(page, name);
    await signInThroughForm(page, E2E.admin);
    await page.goto(`/bots/${botId}`);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await page.getByRole("tab", { name: "Apparence" }).click();
    const editor = page.getByRole("form", { name: "Apparence du widget" });
    await expect(editor).toBeVisible();

    const site = page.getByRole("figure", { name: "Le widget sur une page de votre site" });
    const preview = page.frameLocator(`iframe[title="Aperçu du widget de ${name}"]`);
    await page.locator(`iframe[title="Aperçu du widget de ${name}"]`).scrollIntoViewIfNeeded();
    await preview.getByRole("button", { name: "Accepter et continuer" }).click();
    await expect(preview.locator(".ami-header")).toHaveCSS("background-color", "rgb(62, 99, 221)");

    // Each change shows in the framed widget and on the sketched site before it is saved.
    await editor.getByLabel("Couleur principale").fill(ORANGE.hex);
    await expect(preview.locator(".ami-header")).toHaveCSS("background-color", ORANGE.rgb);
    const previewLauncher = site.getByRole("button", { name: "Réduire le chat" });
    await expect(previewLauncher).toHaveCSS("background-color", ORANGE.rgb);

    await editor.getByRole("radio", { name: "En bas à gauche" }).check();
    const siteBox = await site.locator("> div").first().boundingBox();
    const launcherBox = await previewLauncher.boundingBox();
    expect(launcherBox && siteBox && launcherBox.x - siteBox.x).toBeLessThan(40);

    await editor.getByRole("radio", { name: "Sombre" }).check();
    await expect(preview.locator(".ami-chat")).toHaveAttribute("data-theme", "dark");
    await editor.getByRole("radio", { name: "Point d'interrogation" }).check();
    await editor.getByRole("radio", { name: "English" }).check();
    await expect(preview.getByPlaceholder(ENGLISH.placeholder)).toBeVisible();
    await expect(assistantMessages(preview).first()).toHaveText(ENGLISH.greeting, {
      timeout: 30_000,
    });
    await expect(site.getByRole("button", { name: ENGLISH.minimise })).toBeVisible();

    // Nothing is stored yet.
    const token = await apiToken(page.request, E2E.admin);
    const before = await apiGet(page.request, token, `/api/bots/${botId}/appearance/`);
    expect(before.body).toMatchObject({ color: "#3e63dd", position: "bottom-right" });

    expect(await seriousViolations(page, "main")).toEqual([]);
    // Tall enough for the whole editor beside its preview (a full-page capture moves the sidebar).
    await page.setViewportSize({ width: 1280, height: 1150 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath("admin-bot-appearance-editor.png") });

    await editor.getByRole("button", { name: "Enregistrer l'apparence" }).click();
    await expect(page.getByText("Apparence enregistrée", { exact: true }).first()).toBeVisible();
    const saved = await apiGet(page.request, token, `/api/bots/${botId}/appearance/`);
    expect(saved.body).toEqual({
      name,
      color: ORANGE.hex,
      position: "bottom-left",
      size: "md",
      default_open: false,
      theme: "dark",
      launcher_icon: "question",
      language: "en",
      privacy_policy_url: null,
    });

    // Another site, whose snippet did not change: loader.js draws what the back-office set.
    host = await startHostPage(botId);
    const visitor = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await visitor.goto(host.url);
    const launcher = visitor.getByRole("button", { name: ENGLISH.open });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveCSS("background-color", ORANGE.rgb);
    const box = await launcher.boundingBox();
    expect(box?.x).toBeLessThan(100);
    await launcher.click();
    const chat = visitor.frameLocator("iframe");
    await expect(chat.getByRole("dialog", { name: ENGLISH.privacyTitle })).toBeVisible();
    await expect(chat.locator(".ami-chat")).toHaveAttribute("data-theme", "dark");
    await chat.getByRole("button", { name: ENGLISH.accept }).click();
    await expect(chat.locator(".ami-header")).toHaveCSS("background-color", ORANGE.rgb);
    // The assistant has no welcome message of its own: the greeting is the widget's, in English.
    await expect(assistantMessages(chat).first()).toHaveText(ENGLISH.greeting, { timeout: 30_000 });
    const input = chat.getByPlaceholder(ENGLISH.placeholder);
    await input.fill("What is the price of a building permit?");
    await input.press("Enter");
    // The assistant's "I don't know" is in its language too.
    await expect(assistantMessages(chat).last()).toContainText(ENGLISH.noAnswer, {
      timeout: 30_000,
    });
    await expect(visitor.locator("iframe")).toBeVisible();
    const frameBox = await visitor.locator("iframe").boundingBox();
    expect(frameBox?.x).toBeLessThan(100);
    await visitor.screenshot({ path: test.info().outputPath("loader-english-dark-left.png") });
    expect(await seriousViolations(visitor)).toEqual([]);

    // A site that names its language keeps it.
    frenchHost = await startHostPage(botId, { "data-locale": "fr" });
    await visitor.goto(frenchHost.url);
    const frenchLauncher = visitor.getByRole("button", { name: "Ouvrir le chat" });
    await expect(frenchLauncher).toHaveCSS("background-color", ORANGE.rgb);
    await frenchLauncher.click();
    await expect(
      visitor.frameLocator("iframe").getByRole("dialog", { name: "Politique de confidentialité" }),
    ).toBeVisible();
    await visitor.context().close();
  });

  test("the appearance editor has no serious accessibility violation in the dark theme", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme: "dark",
      viewport: { width: 1280, height: 800 },
      locale: "fr-FR",
    });
    const page = await context.newPage();
    await signInThroughForm(page, E2E.admin);
    await page.goto(`${E2E.adminUrl}/bots/1`);
    await page.getByRole("tab", { name: "Apparence" }).click();
    await expect(page.getByRole("form", { name: "Apparence du widget" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page, "main")).toEqual([]);
    await context.close();
  });

  test('the embed page speaks English with locale="en", whatever the assistant\'s language', async ({
    page,
  }) => {
    await page.goto(`${E2E.embedUrl}/embed/1?locale=en`);
    await expect(page.getByRole("dialog", { name: ENGLISH.privacyTitle })).toBeVisible();
    await expect(page.getByText("You must accept these terms to use the chat.")).toBeVisible();
    await page.getByRole("button", { name: ENGLISH.accept }).click();
    await expect(page.getByPlaceholder(ENGLISH.placeholder)).toBeVisible();
    await expect(page.getByText("Powered by")).toBeVisible();
    await expect(page.locator(".ami-chat")).toHaveAttribute("lang", "en");
  });
});
