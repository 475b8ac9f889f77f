import { expect, test } from "@playwright/test";
import { apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { startHostPage } from "../support/host-page-server";
import { acceptAndWaitForWelcome, assistantMessages, DEMO_BOT_ID, WIDGET } from "../support/widget";

// The wrong turns a newcomer met in the first hour, each now met with a clear answer.
test.describe("a new user's first hour", () => {
  test("past the wrong passwords allowed, the sign-in screen says sign-in is paused and for how long", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, E2E.admin);
    const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
      results: { id: number }[];
    };
    const user = { username: `oublieux-${Date.now()}`, password: "oublieux-Pa55word" };
    const created = await request.post(`${E2E.apiUrl}/api/users/`, {
      headers: { Authorization: `Token ${token}` },
      data: {
        ...user,
        email: `${user.username}@example.org`,
        accounts: [accounts.results[0]?.id],
        permissions: ["bots.view_bot"],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto("/sign-in");
    await page.getByLabel("Username").fill(user.username);
    const password = page.getByLabel("Password", { exact: true });
    const login = page.getByRole("button", { name: "Login" });
    const answered = () =>
      page.waitForResponse(
        (response) =>
          response.url().includes("/api/auth/login") && response.request().method() === "POST",
      );
    // The server allows five wrong guesses per name; each is told as a credentials problem.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`mauvais-${attempt}`);
      const response = answered();
      await login.click();
      expect((await response).status()).toBe(400);
      await expect(page.getByText("Vérifiez vos identifiants et réessayez").first()).toBeVisible();
    }
    // The right password now waits too, and the screen says so rather than blame the password.
    await password.fill(user.password);
    const refused = answered();
    await login.click();
    expect((await refused).status()).toBe(429);
    await expect(page.getByText("Connexion suspendue")).toBeVisible();
    await expect(
      page.getByText("Trop de tentatives de connexion. Réessayez dans 15 minutes."),
    ).toBeVisible();
    await expect(page).toHaveURL(`${E2E.adminUrl}/sign-in`);
    await page.screenshot({ path: test.info().outputPath("sign-in-paused.png") });
  });

  test("exploring a site says why no page was found: a private address, a site that does not answer", async ({
    page,
  }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/knowledge-base?type=url");
    // The reason shows under the address, where the user typed it.
    const form = page.getByRole("tabpanel", { name: "Site web (URL)" });
    await page.getByLabel("Nom").fill(`Site refusé ${Date.now()}`);
    const address = page.getByLabel("Adresse du site");
    const explore = page.getByRole("button", { name: "Voir les pages trouvées" });

    // The API lets the crawler read 127.0.0.1 and localhost only (CRAWL_ALLOWED_HOSTS).
    await address.fill("http://10.20.30.40/");
    await explore.click();
    await expect(
      form.getByText("Adresse privée refusée : 10.20.30.40 n'est pas une adresse publique"),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Aucune page trouvée à cette adresse.")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("explore-private-address.png") });

    // Port 9 (discard) has no server on this machine: the connection is refused.
    await address.fill("http://127.0.0.1:9/");
    await explore.click();
    await expect(form.getByText("Connexion refusée par le site")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Créer et lancer l'ingestion" })).toBeDisabled();
  });

  test("every shortcut of the seeded demo assistant is answered from its knowledge", async ({
    page,
  }) => {
    await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
    await acceptAndWaitForWelcome(page);
    const shortcuts = page.locator(".ami-shortcut");
    const labels = await shortcuts.allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const [index, label] of labels.entries()) {
      await shortcuts.getByText(label, { exact: true }).click();
      const answer = assistantMessages(page).nth(index + 1);
      await expect(answer.locator(".ami-sources summary")).toBeVisible({ timeout: 30_000 });
      await expect(answer.locator(".ami-markdown")).not.toContainText(
        "Je n'ai pas trouvé d'information à ce sujet",
      );
    }
    await page.screenshot({ path: test.info().outputPath("demo-shortcuts-answered.png") });
  });

  test("an unknown or deactivated assistant is said to be unavailable, with no question box", async ({
    page,
    request,
  }) => {
    await page.goto(`${E2E.embedUrl}/embed/999999`);
    await expect(page.getByRole("status")).toContainText("Assistant indisponible");
    await expect(page.getByRole("status")).toContainText(
      "Cet assistant n'est pas disponible pour le moment. Réessayez plus tard.",
    );
    await expect(page.getByRole("button", { name: WIDGET.accept })).toHaveCount(0);
    await expect(page.getByPlaceholder(WIDGET.placeholder)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("embed-unknown-assistant.png") });

    // The same for an assistant the administrator has deactivated.
    const token = await apiToken(request, E2E.admin);
    const headers = { Authorization: `Token ${token}` };
    const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
      results: { id: number }[];
    };
    const bot = await request.post(`${E2E.apiUrl}/api/bots/`, {
      headers,
      data: { account: accounts.results[0]?.id, name: `En pause ${Date.now()}` },
    });
    expect(bot.status()).toBe(201);
    const botId = ((await bot.json()) as { id: number }).id;
    const paused = await request.patch(`${E2E.apiUrl}/api/bots/${botId}/`, {
      headers,
      data: { is_active: false },
    });
    expect(paused.status()).toBe(200);
    await page.goto(`${E2E.embedUrl}/embed/${botId}`);
    await expect(page.getByRole("status")).toContainText("Assistant indisponible");
    await expect(page.getByPlaceholder(WIDGET.placeholder)).toHaveCount(0);
  });

  test("loader.js shows no launcher for an unknown assistant, and the site's page stays as it was", async ({
    page,
  }) => {
    const host = await startHostPage(999999);
    try {
      await page.goto(host.url);
      await expect(page.getByRole("heading", { name: "Un autre site" })).toBeVisible();
      // The loader waits for the widget's word, then leaves nothing behind.
      await expect(page.locator("[data-ami-bot]")).toHaveCount(1);
      await expect(page.locator("[data-ami-bot]")).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByRole("button", { name: WIDGET.open })).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
    } finally {
      await host.close();
    }
  });
});
