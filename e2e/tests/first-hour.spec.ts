import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { expect, test } from "@playwright/test";
import { apiCreate, apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { startHostPage } from "../support/host-page-server";
import {
  acceptAndWaitForWelcome,
  assistantMessages,
  collectConsoleErrors,
  DEMO_BOT_ID,
  WIDGET,
} from "../support/widget";

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
    await apiCreate(request, token, "/api/users/", {
      ...user,
      email: `${user.username}@example.org`,
      accounts: [accounts.results[0]?.id],
      permissions: ["bots.view_bot"],
    });

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
    await expect(page.getByText("Connexion suspendue", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Trop de tentatives de connexion. Réessayez dans 15 minutes.", {
        exact: true,
      }),
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
      form.getByText("Adresse privée refusée : 10.20.30.40 n'est pas une adresse publique"),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Aucune page trouvée à cette adresse.")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("explore-private-address.png") });

    // Port 9 (discard) has no server on this machine: the connection is refused.
    await address.fill("http://127.0.0.1:9/");
    await explore.click();
    await expect(form.getByText("Connexion refusée par le site")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Créer et lancer l'ingestion" })).toBeDisabled();

    // A site that shuts crawlers out of a part of it, and an address where it has no page.
    const closed = createServer((request, response) => {
      if (request.url === "/robots.txt") {
        response
          .writeHead(200, { "content-type": "text/plain" })
          .end("User-agent: *\nDisallow: /prive/\n");
      } else if (request.url === "/prive/") {
        response.writeHead(200, { "content-type": "text/html" }).end("<h1>Privé</h1>");
      } else {
        response.writeHead(404, { "content-type": "text/plain" }).end("Introuvable");
      }
    });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    try {
      await address.fill(`${origin}/prive/`);
      await explore.click();
      await expect(form.getByText("Exclue par le fichier robots.txt du site")).toBeVisible({
        timeout: 30_000,
      });
      await address.fill(`${origin}/nulle-part`);
      await explore.click();
      await expect(form.getByText("Page introuvable (404)")).toBeVisible({ timeout: 30_000 });
    } finally {
      closed.closeAllConnections();
      await new Promise((resolve) => closed.close(resolve));
    }
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
    const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
      results: { id: number }[];
    };
    const botId = await apiCreate(request, token, "/api/bots/", {
      account: accounts.results[0]?.id,
      name: `En pause ${Date.now()}`,
    });
    const paused = await request.patch(`${E2E.apiUrl}/api/bots/${botId}/`, {
      headers: { Authorization: `Token ${token}` },
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
      const framed = page.waitForRequest((sent) => sent.url().includes("/embed/999999"));
      await page.goto(host.url);
      await expect(page.getByRole("heading", { name: "Un autre site" })).toBeVisible();
      // The loader opened the widget's frame, heard that the assistant is unavailable, and left
      // nothing behind.
      await framed;
      await expect(page.locator("[data-ami-bot]")).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByRole("button", { name: WIDGET.open })).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
    } finally {
      await host.close();
    }
  });

  test.describe("with a language model provider", () => {
    let provider: OpenAiCompatibleServer;
    test.beforeAll(async () => {
      provider = await startOpenAiCompatibleServer({
        models: ["gpt-4o-mini", "mistral-small", "text-embedding-3-small"],
      });
    });
    test.afterAll(async () => {
      await provider?.close();
    });

    test("the assistant's screen says which mode answers, and offers only the provider's models", async ({
      page,
      request,
    }) => {
      await signInThroughForm(page, E2E.admin);
      // The seeded demo assistant's account has no provider: answers are extracted passages.
      await page.goto(`/bots/${DEMO_BOT_ID}`);
      await page.getByRole("tab", { name: "Réglages" }).click();
      const extractive = page.getByRole("region", { name: "Mode de réponse" });
      await expect(extractive.getByRole("heading")).toHaveText(
        "Réponses extraites de vos bases de connaissances",
      );
      await expect(page.getByRole("combobox", { name: "Modèle" })).toBeDisabled();

      const token = await apiToken(request, E2E.admin);
      const account = await apiCreate(request, token, "/api/accounts/", {
        name: `Bibliothèque ${Date.now()}`,
        openai_base_url: provider.baseUrl,
      });
      const botId = await apiCreate(request, token, "/api/bots/", {
        account,
        name: "Bibliothèque",
      });
      await page.goto(`/bots/${botId}`);
      await page.getByRole("tab", { name: "Réglages" }).click();
      const written = page.getByRole("region", { name: "Mode de réponse" });
      await expect(written.getByRole("heading")).toHaveText("Réponses rédigées par gpt-4o-mini");
      await page.getByRole("combobox", { name: "Modèle" }).click();
      const offered = await page.getByRole("option").allTextContents();
      expect(offered).toContain("mistral-small");
      expect(offered.join(" ")).not.toMatch(/GPT-4\.1|gpt-4\.1/);
      await page.keyboard.press("Escape");
      await page.screenshot({ path: test.info().outputPath("bot-answer-mode.png") });
    });

    test("an assistant's privacy policy is linked from the widget, and the back-office has its own terms", async ({
      page,
      browser,
      request,
    }) => {
      const token = await apiToken(request, E2E.admin);
      const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
        results: { id: number }[];
      };
      const botId = await apiCreate(request, token, "/api/bots/", {
        account: accounts.results[0]?.id,
        name: `Piscine ${Date.now()}`,
      });
      await signInThroughForm(page, E2E.admin);
      await page.goto(`/bots/${botId}`);
      await page.getByRole("tab", { name: "Réglages" }).click();
      await page
        .getByLabel("Politique de confidentialité (adresse)")
        .fill("https://piscine.example/confidentialite");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByText("Assistant enregistré").first()).toBeVisible();

      // A visitor's browser (the administrator's keeps the preview's appearance for a minute).
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`${E2E.embedUrl}/embed/${botId}`);
      const policy = visitor.getByRole("link", {
        name: "Lire la politique de confidentialité complète",
      });
      await expect(policy).toHaveAttribute("href", "https://piscine.example/confidentialite");
      await expect(policy).toHaveAttribute("target", "_blank");
      await expect(policy).toHaveAttribute("rel", "noopener noreferrer");

      // Without a policy of the site or of the assistant, the server's own policy for visitors.
      await visitor.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
      const serverPolicy = visitor.getByRole("link", {
        name: "Lire la politique de confidentialité complète",
      });
      await expect(serverPolicy).toHaveAttribute("href", `${E2E.apiUrl}/api/privacy/?lang=fr`);
      const refusals = collectConsoleErrors(visitor);
      await visitor.goto(`${E2E.apiUrl}/api/privacy/?lang=fr`);
      await expect(
        visitor.getByRole("heading", { name: "Politique de confidentialité du chat" }),
      ).toBeVisible();
      // Its stylesheet is allowed by its page's strict policy.
      expect(refusals).toEqual([]);
      await expect(visitor.locator("main")).toHaveCSS("max-width", "672px");
      await visitor.screenshot({ path: test.info().outputPath("visitor-privacy-page.png") });

      // The sign-in page's own links lead to pages that exist, readable without signing in.
      await page.context().clearCookies();
      await page.goto(`${E2E.adminUrl}/sign-in`);
      await page.getByRole("link", { name: "Terms of Service" }).click();
      await expect(page.getByRole("heading", { name: "Conditions d'utilisation" })).toBeVisible();
      await page.goto(`${E2E.adminUrl}/sign-in`);
      await page.getByRole("link", { name: "Privacy Policy" }).click();
      await expect(
        page.getByRole("heading", { name: "Politique de confidentialité", level: 1 }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath("admin-privacy-page.png") });
    });
  });
});
