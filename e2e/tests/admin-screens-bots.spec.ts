import { expect, type Page, test } from "@playwright/test";
import { apiCreate, apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { startHostPage } from "../support/host-page-server";
import { WIDGET } from "../support/widget";

test.use({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });

/** Beside a closed chat, bubbles fade in after 5 s (plus 1 s per place): a wide margin. */
const BUBBLE_DELAY = { timeout: 20_000 };

async function addBubble(page: Page, text: string) {
  await page.getByLabel("Nouvelle bulle").fill(text);
  await page.getByRole("button", { name: "Ajouter la bulle" }).click();
  await expect(page.getByText("Bulle ajoutée", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Nouvelle bulle")).toHaveValue("");
}

test.describe("the Assistant IA screens", () => {
  test("an administrator creates an assistant, gives it bubbles and a shortcut, and sees them in the live widget", async ({
    page,
  }) => {
    const name = `Accueil ${Date.now()}`;
    await signInThroughForm(page, E2E.admin);
    await page.goto("/bots");
    await expect(page.getByRole("heading", { name: "Assistant IA" })).toBeVisible();
    const list = page.getByRole("region", { name: "Liste des assistants" });
    await expect(list.getByRole("row").nth(1)).toBeVisible();

    await page.getByRole("button", { name: "Créer un assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "Créer un assistant" });
    await dialog.getByRole("textbox", { name: "Nom" }).fill(name);
    await dialog.getByLabel("Message d'accueil").fill("Bonjour, que puis-je pour vous ?");
    await dialog.getByRole("button", { name: "Créer l'assistant" }).click();
    await expect(page.getByText("Assistant créé", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/bots\/\d+$/);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    const botId = Number(new URL(page.url()).pathname.split("/").at(-1));
    await expect(page.getByRole("group", { name: /Bases de connaissances/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-screens-bots-settings.png") });

    await page.getByRole("tab", { name: "Bulles" }).click();
    await addBubble(page, "Besoin d'un acte de naissance ?");
    await addBubble(page, "Les horaires d'été sont en ligne");
    const bubbles = page.getByRole("list", { name: "Bulles de l'assistant" });
    await expect(bubbles.getByRole("listitem")).toHaveCount(2);

    // Reordered with the keyboard: the second bubble moves up and keeps the focus.
    const moveUp = bubbles.getByRole("button", { name: "Monter Les horaires d'été sont en ligne" });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Ordre des bulles enregistré", { exact: true })).toBeVisible();
    await expect(bubbles.getByRole("listitem").first()).toContainText("Les horaires d'été");
    await expect(
      bubbles.getByRole("button", { name: "Descendre Les horaires d'été sont en ligne" }),
    ).toBeFocused();

    await page.getByRole("tab", { name: "Raccourcis" }).click();
    await page.getByRole("textbox", { name: "Libellé" }).fill("Horaires d'ouverture");
    await page.getByRole("textbox", { name: "Valeur" }).fill("horaires");
    await page.getByRole("button", { name: "Ajouter le raccourci" }).click();
    await expect(page.getByText("Raccourci ajouté", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Raccourcis de l'assistant" }).getByRole("listitem"),
    ).toHaveCount(1);

    const token = await apiToken(page.request, E2E.admin);
    const stored = await apiGet(page.request, token, `/api/bubble-messages/?bot_id=${botId}`);
    const orders = (stored.body as { results: { message: string; order: number }[] }).results
      .sort((a, b) => a.order - b.order)
      .map((bubble) => bubble.message);
    expect(orders).toEqual(["Les horaires d'été sont en ligne", "Besoin d'un acte de naissance ?"]);

    // The preview is the real widget of this assistant, reloaded since the last change.
    const preview = page.locator(`iframe[title="Aperçu du widget d'${name}"]`);
    await expect(preview).toHaveAttribute("src", `${E2E.embedUrl}/embed/${botId}`);
    const widget = page.frameLocator(`iframe[title="Aperçu du widget d'${name}"]`);
    // The frame is cross-origin: the page is scrolled to it from here.
    await preview.scrollIntoViewIfNeeded();
    await widget.getByRole("button", { name: WIDGET.accept }).click();
    await expect(widget.getByRole("button", { name: "Horaires d'ouverture" })).toBeVisible({
      timeout: 30_000,
    });
    await page.screenshot({ path: test.info().outputPath("admin-screens-bots-detail.png") });
    // A framed widget hands its bubbles to the host page. As on a site, they show beside the
    // closed chat's launcher: editing them closes the preview's chat, and they show in the new
    // order, with a note that says when a site shows them.
    const previewRegion = page.getByRole("region", { name: "Aperçu" });
    await expect(previewRegion.getByRole("list", { name: "Bulles du widget" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Bulles" }).click();
    await expect(previewRegion.getByRole("button", { name: "Ouvrir le chat" })).toBeVisible();
    await expect(
      previewRegion.getByRole("list", { name: "Bulles du widget" }).getByRole("listitem"),
    ).toHaveText(
      ["Les horaires d'été sont en ligne", "Besoin d'un acte de naissance ?"],
      BUBBLE_DELAY,
    );
    await expect(previewRegion).toContainText(
      "Sur votre site, les bulles s'affichent à côté du bouton tant que le chat est fermé",
    );
    await page.screenshot({ path: test.info().outputPath("admin-screens-bots-bubbles.png") });

    await page.getByRole("tab", { name: "Intégration" }).click();
    await expect(page.getByText(`data-bot-id="${botId}"`)).toBeVisible();

    await page.goto("/bots");
    await expect(list.getByRole("link", { name })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-screens-bots-list.png") });
  });

  test("a user who may only view assistants gets no control to change them and no prompt", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, E2E.admin);
    const accounts = await apiGet(request, token, "/api/accounts/");
    const accountId = (accounts.body as { results: { id: number }[] }).results[0]?.id;
    const viewer = { username: `lecteur-${Date.now()}`, password: "lecteur-Pa55word-2026" };
    const created = await request.post(`${E2E.apiUrl}/api/users/`, {
      headers: { Authorization: `Token ${token}` },
      data: { ...viewer, accounts: [accountId], permissions: ["bots.view_bot"] },
    });
    expect(created.status()).toBe(201);
    const bots = await apiGet(request, token, `/api/bots/?account=${accountId}`);
    const bot = (bots.body as { results: { id: number; name: string }[] }).results[0];
    if (!bot) throw new Error("The seeded account has no assistant.");

    await signInThroughForm(page, viewer);
    await page.goto("/bots");
    const list = page.getByRole("region", { name: "Liste des assistants" });
    await expect(list.getByRole("link", { name: bot.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Créer un assistant" })).toHaveCount(0);
    await expect(list.getByRole("switch")).toHaveCount(0);
    await expect(list.getByRole("button", { name: /Supprimer/ })).toHaveCount(0);

    await list.getByRole("link", { name: bot.name }).click();
    await expect(page.getByRole("heading", { name: bot.name })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Modèle" })).toBeVisible();
    await expect(page.getByText("Prompt système")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Supprimer l'assistant" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Bulles" })).toHaveCount(0);
  });

  test("a bubble added in the back-office shows on a site at the page's next load, as the screen says", async ({
    page,
    browser,
  }) => {
    const token = await apiToken(page.request, E2E.admin);
    const accounts = await apiGet(page.request, token, "/api/accounts/");
    const account = (accounts.body as { results: { id: number }[] }).results[0]?.id;
    const botId = await apiCreate(page.request, token, "/api/bots/", {
      account,
      name: `Mairie ${Date.now()}`,
    });
    await apiCreate(page.request, token, "/api/bubble-messages/", {
      bot: botId,
      message: "Une démarche en ligne ?",
      order: 0,
      is_active: true,
    });
    const host = await startHostPage(botId);
    try {
      // A visitor's browser has already shown the site, with its first bubble.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(host.url);
      await expect(visitor.locator(".bubble")).toHaveText(
        ["Une démarche en ligne ?"],
        BUBBLE_DELAY,
      );

      await signInThroughForm(page, E2E.admin);
      await page.goto(`/bots/${botId}`);
      await page.getByRole("tab", { name: "Bulles" }).click();
      await expect(
        page.getByText(
          "Chaque changement s'affiche sur votre site dès le prochain chargement de ses pages.",
        ),
      ).toBeVisible();
      await addBubble(page, "Les horaires d'été");

      await visitor.reload();
      await expect(visitor.locator(".bubble")).toHaveText(
        ["Une démarche en ligne ?", "Les horaires d'été"],
        BUBBLE_DELAY,
      );
      await visitor.context().close();
    } finally {
      await host.close();
    }
  });

  test("the assistants list says what answers: without a provider, no model", async ({ page }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/bots");
    const list = page.getByRole("region", { name: "Liste des assistants" });
    const row = list
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: "Assistant IA", exact: true }) });
    await expect(row).toContainText("Aucun\u00a0: réponses extraites");
    await expect(row).not.toContainText("GPT-4o mini");
  });

  test("each hint of an assistant's settings says what happens", async ({ page, browser }) => {
    const token = await apiToken(page.request, E2E.admin);
    const accounts = await apiGet(page.request, token, "/api/accounts/");
    const account = (accounts.body as { results: { id: number }[] }).results[0]?.id;
    const name = `Aide Debian ${Date.now()}`;
    const botId = await apiCreate(page.request, token, "/api/bots/", {
      account,
      name,
      welcome_message: "Bonjour de la part de Debian.",
    });
    await signInThroughForm(page, E2E.admin);
    await page.goto(`/bots/${botId}`);
    const welcome = page.getByLabel("Message d'accueil");
    await expect(welcome).toHaveValue("Bonjour de la part de Debian.");
    const kept = page.getByText("Vidé, le texte enregistré est conservé.");
    await expect(kept).toHaveCount(0);

    // Emptied, the welcome message says it is kept; saved, it is.
    await welcome.fill("");
    await expect(kept).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Assistant enregistré", { exact: true })).toBeVisible();
    await expect(welcome).toHaveValue("Bonjour de la part de Debian.");
    const stored = await apiGet(page.request, token, `/api/bots/${botId}/`);
    expect((stored.body as { welcome_message: string }).welcome_message).toBe(
      "Bonjour de la part de Debian.",
    );

    // Without an address of its own, the hint links the policy the widget links.
    const policyHint = page.getByRole("link", {
      name: "la politique pour les visiteurs de ce service",
    });
    const hinted = await policyHint.getAttribute("href");
    expect(hinted).toBe(`${E2E.apiUrl}/api/privacy/?lang=fr`);
    await expect(page.getByText(/Vide : pas de lien/)).toHaveCount(0);
    await expect(page.getByText(/initiales/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("admin-screens-bots-hints.png") });

    // Without an avatar image, the back-office and the widget's header draw the same robot.
    const robot = page.getByRole("img", { name }).first().locator("path");
    const drawn = await robot.getAttribute("d");
    expect(drawn).toBeTruthy();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${E2E.embedUrl}/embed/${botId}`);
    await expect(
      visitor.getByRole("link", { name: /politique de confidentialité/i }),
    ).toHaveAttribute("href", hinted as string);
    await visitor.getByRole("button", { name: WIDGET.accept }).click();
    await expect(visitor.locator(".ami-header .ami-avatar path")).toHaveAttribute(
      "d",
      drawn as string,
    );
    await visitor.context().close();
  });
});
