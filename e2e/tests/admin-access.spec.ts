import { expect, test } from "@playwright/test";
import { apiGet, apiToken, signInThroughForm, storedToken } from "../support/admin";
import { E2E } from "../support/environment";

test.describe("access to the back-office", () => {
  test("a user without accounts.view_user does not see Utilisateurs, and the server refuses too", async ({
    page,
    request,
  }) => {
    const adminToken = await apiToken(request, E2E.admin);
    const accounts = (await apiGet(request, adminToken, "/api/accounts/")).body as {
      results: { id: number }[];
    };
    const botManager = {
      username: `bot-manager-${Date.now()}`,
      password: "bot-manager-Pa55word",
    };
    const created = await request.post(`${E2E.apiUrl}/api/users/`, {
      headers: { Authorization: `Token ${adminToken}` },
      data: {
        ...botManager,
        email: `${botManager.username}@example.org`,
        accounts: [accounts.results[0]?.id],
        permissions: ["bots.view_bot"],
      },
    });
    expect(created.status()).toBe(201);

    await signInThroughForm(page, botManager);
    // Home is the dashboard, which needs accounts.view_user too: the first screen allowed opens.
    await expect(page).toHaveURL(`${E2E.adminUrl}/bots`);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Assistant IA" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Utilisateurs" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).toHaveCount(0);

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog");
    await expect(palette.getByRole("option", { name: "Assistant IA" })).toBeVisible();
    await expect(palette.getByRole("option", { name: "Utilisateurs" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto("/users");
    await expect(page.getByText("Accès refusé")).toBeVisible();

    const token = await storedToken(page);
    const refused = await apiGet(request, token ?? "", "/api/users/");
    expect(refused.status).toBe(403);
    expect((await apiGet(request, token ?? "", "/api/bots/")).status).toBe(200);
  });

  test("a visitor without a session is sent to sign in, and brought back after", async ({
    page,
  }) => {
    await page.goto("/bots");
    await expect(page).toHaveURL(`${E2E.adminUrl}/sign-in?redirect=%2Fbots`);
    await page.getByLabel("Username").fill(E2E.admin.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E.admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(`${E2E.adminUrl}/bots`);
    await expect(page.getByRole("heading", { name: "Assistant IA" })).toBeVisible();
  });

  test("a token the server no longer accepts sends the user to /sign-in?redirect=", async ({
    page,
    request,
  }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/settings/display");
    await expect(page.getByRole("heading", { name: "Paramètres" })).toBeVisible();
    // Requests still in flight when the token is revoked would end the session on this page, whose
    // toast the reload below then wipes: the screen must have finished loading first.
    await page.waitForLoadState("networkidle");

    // The server ends the session behind the back-office's back, as an expiry would.
    const token = await storedToken(page);
    const revoked = await request.post(`${E2E.apiUrl}/api/auth/logout/`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.reload();
    // The toast lives 5 s: looked for first, while it shows.
    await expect(page.getByText("Session expired!").first()).toBeVisible();
    await expect(page).toHaveURL(`${E2E.adminUrl}/sign-in?redirect=%2Fsettings%2Fdisplay`);
    expect(await storedToken(page)).toBeUndefined();
  });

  test("the sign-in screen offers the password toggle, and the way to a new password on a server without mail", async ({
    page,
  }) => {
    await page.goto("/sign-in");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("visible?");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");

    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(`${E2E.adminUrl}/forgot-password`);
    // This server has no SMTP_URL: no address is asked for a link that could not be sent.
    await expect(page.getByText("This server cannot send mail")).toBeVisible();
    await expect(page.getByText("set-password <username>")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveCount(0);
  });

  test("a wrong password says 'Erreur de connexion'", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Username").fill(E2E.admin.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Erreur de connexion").first()).toBeVisible();
    await expect(page.getByText("Vérifiez vos identifiants et réessayez").first()).toBeVisible();
    await expect(page).toHaveURL(`${E2E.adminUrl}/sign-in`);
  });
});
