import { expect, test } from "@playwright/test";
import { apiCount, apiGet, apiToken, signInThroughForm, storedToken } from "../support/admin";
import { E2E } from "../support/environment";

test.describe("the back-office with the seeded administrator", () => {
  test("signs in and shows the dashboard with the server's figures", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Please enter your username")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();

    await signInThroughForm(page, E2E.admin);
    await expect(page).toHaveURL(`${E2E.adminUrl}/`);
    await expect(page.getByText("Connexion réussie").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByText(`Bienvenue, ${E2E.admin.username} ! Voici`)).toBeVisible();

    const token = await apiToken(request, E2E.admin);
    const count = (path: string) => apiCount(request, token, path);
    const users = await count("/api/users/?page_size=1");
    const activeUsers = await count("/api/users/?page_size=1&is_active=true");
    const bots = await count("/api/bots/?page_size=1");
    const activeBots = await count("/api/bots/?page_size=1&is_active=true");
    const textBases = await count("/api/text_knowledge_bases/?page_size=1&type=text");
    const urlBases = await count("/api/text_knowledge_bases/?page_size=1&type=url");
    expect(bots).toBeGreaterThan(0);
    expect(textBases).toBeGreaterThan(0);

    const actives = (n: number) => `${n} actif${n > 1 ? "s" : ""}`;
    await expect(page.getByRole("region", { name: "Utilisateurs" })).toContainText(
      `${users}${actives(activeUsers)}`,
    );
    await expect(page.getByRole("region", { name: "Assistants IA" })).toContainText(
      `${bots}${actives(activeBots)}`,
    );
    await expect(
      page.getByRole("region", { name: "Bases de connaissances", exact: true }),
    ).toContainText(
      `${textBases + urlBases}${textBases} ${textBases > 1 ? "textes" : "texte"} · ${urlBases} URL`,
    );

    const { body } = await apiGet(
      request,
      token,
      "/api/text_knowledge_bases/?ordering=-updated_at&page_size=5",
    );
    const recent = (body as { results: { name: string; type: string }[] }).results;
    const items = page
      .getByRole("region", { name: "Bases de connaissances récentes" })
      .getByRole("listitem");
    await expect(items).toHaveCount(recent.length);
    for (const [index, base] of recent.entries()) {
      await expect(items.nth(index)).toContainText(base.name);
      await expect(items.nth(index)).toContainText(base.type === "url" ? "URL" : "Texte");
      await expect(items.nth(index)).toContainText(/\d{1,2} \S+ \d{4}(,| à) \d\d:\d\d/);
    }

    const assistantEntry = page.getByRole("listitem").filter({
      has: page.getByRole("link", { name: "Assistant IA", exact: true }),
    });
    const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
      results: { id: number; name: string; plan: string }[];
    };
    const first = accounts.results[0];
    expect(first).toBeDefined();
    await expect(
      page.getByRole("button", { name: new RegExp(first?.name ?? "") }).first(),
    ).toContainText(first?.plan ?? "");
    const accountBots = await count(`/api/bots/?page_size=1&account=${first?.id}`);
    await expect(assistantEntry).toContainText(String(accountBots));
  });

  test("switches the theme and keeps it after a reload", async ({ page }) => {
    await signInThroughForm(page, E2E.admin);
    const themeColor = page.locator('meta[name="theme-color"]');
    await expect(themeColor).toHaveAttribute("content", "#fff");

    await page.getByRole("button", { name: "Thème" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(themeColor).toHaveAttribute("content", "#020817");
    await expect(page.locator(".radix-themes.dark").first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expect(themeColor).toHaveAttribute("content", "#020817");

    await page.getByRole("button", { name: "Thème" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(themeColor).toHaveAttribute("content", "#fff");
  });

  test("opens the command palette with Ctrl+K and navigates with it", async ({ page }) => {
    await signInThroughForm(page, E2E.admin);
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();

    await page.keyboard.press("Control+k");
    const search = page.getByPlaceholder("Type a command or search...");
    await expect(search).toBeFocused();
    const palette = page.getByRole("dialog");
    for (const entry of [
      "Tableau de bord",
      "Utilisateurs",
      "Assistant IA",
      "Light",
      "Dark",
      "System",
    ]) {
      await expect(palette.getByRole("option", { name: entry })).toBeVisible();
    }
    await search.fill("qwxz");
    await expect(palette.getByText("No results found.")).toBeVisible();

    await search.fill("Assistant");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${E2E.adminUrl}/bots`);
    await expect(page.getByRole("heading", { name: "Assistant IA" })).toBeVisible();
    await expect(palette).toBeHidden();
  });

  test("collapses the sidebar with Ctrl+B and finds it collapsed after a reload", async ({
    page,
  }) => {
    await signInThroughForm(page, E2E.admin);
    const toggle = page.getByRole("button", { name: "Afficher ou masquer la barre latérale" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Control+b");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const cookies = await page.context().cookies(E2E.adminUrl);
    expect(cookies.find((cookie) => cookie.name === "sidebar:state")?.value).toBe("false");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Control+b");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("signs out from the user menu, and the server forgets the token", async ({
    page,
    request,
  }) => {
    await signInThroughForm(page, E2E.admin);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.getByRole("button", { name: new RegExp(E2E.admin.email) }).click();
    await expect(page.getByRole("menuitem", { name: "Compte" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Facturation (À venir)" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.getByRole("menuitem", { name: "Déconnexion" }).click();

    await expect(page).toHaveURL(`${E2E.adminUrl}/sign-in`);
    expect(await storedToken(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem("user-info"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("user-permissions"))).toBeNull();
    expect((await apiGet(request, token ?? "", "/api/auth/me/")).status).toBe(401);

    await page.goto("/");
    await expect(page).toHaveURL(`${E2E.adminUrl}/sign-in`);
  });
});
