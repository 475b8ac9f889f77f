import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiGet, apiToken, type Credentials, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";

/** A user of the first account with no permission at all: the settings need none. */
async function createPlainUser(request: APIRequestContext, name: string): Promise<Credentials> {
  const adminToken = await apiToken(request, E2E.admin);
  const accounts = (await apiGet(request, adminToken, "/api/accounts/")).body as {
    results: { id: number }[];
  };
  const user = { username: `${name}-${Date.now()}`, password: `${name}-Pa55word-2026` };
  const created = await request.post(`${E2E.apiUrl}/api/users/`, {
    headers: { Authorization: `Token ${adminToken}` },
    data: { ...user, email: `${user.username}@example.org`, accounts: [accounts.results[0]?.id] },
  });
  expect(created.status()).toBe(201);
  return user;
}

/** The session user the back-office keeps in local storage. */
async function storedSessionUser(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("user-info") ?? "null") as { language: string } | null,
  );
}

test.describe("the settings", () => {
  test("the first name and the language are kept by the server and the session", async ({
    page,
    request,
  }) => {
    const user = await createPlainUser(request, "profil");
    await signInThroughForm(page, user);
    await page.goto("/settings");
    const firstName = page.getByRole("textbox", { name: "Prénom" });
    await expect(firstName).toHaveValue("");

    await firstName.fill("Hélène");
    await page.getByRole("combobox", { name: "Langue" }).click();
    await page.getByRole("option", { name: "English" }).click();
    await page.getByRole("button", { name: "Enregistrer le profil" }).click();
    await expect(page.getByText("Profil enregistré", { exact: true })).toBeVisible();
    expect((await storedSessionUser(page))?.language).toBe("en");

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Prénom" })).toHaveValue("Hélène");
    await expect(page.getByRole("combobox", { name: "Langue" })).toHaveText("English");
  });

  test("the e-mail address changes only with the current password, a wrong one refused in French", async ({
    page,
    request,
  }) => {
    const user = await createPlainUser(request, "adresse");
    const oldEmail = `${user.username}@example.org`;
    const newEmail = `${user.username}.nouvelle@example.org`;
    await signInThroughForm(page, user);
    await page.goto("/settings/account");
    const section = page.getByRole("region", { name: "Adresse e-mail" });
    const email = section.getByRole("textbox", { name: /^Adresse e-mail/ });
    const current = section.getByLabel(/^Mot de passe actuel/);
    const submit = section.getByRole("button", { name: "Changer l'adresse e-mail" });
    await expect(email).toHaveValue(oldEmail);

    await email.fill(newEmail);
    await current.fill("pas-le-bon-mot-de-passe");
    await submit.click();
    await expect(section.getByText("Votre mot de passe actuel est incorrect.")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await page.screenshot({
      path: test.info().outputPath("admin-settings-email-refused.png"),
      fullPage: true,
    });
    const token = await apiToken(request, user);
    expect(((await apiGet(request, token, "/api/auth/me/")).body as { email: string }).email).toBe(
      oldEmail,
    );

    await current.fill(user.password);
    await submit.click();
    await expect(page.getByText("Adresse e-mail modifiée", { exact: true })).toBeVisible();
    await expect(current).toHaveValue("");
    expect(((await apiGet(request, token, "/api/auth/me/")).body as { email: string }).email).toBe(
      newEmail,
    );
    await page.reload();
    await expect(email).toHaveValue(newEmail);
    // The profile no longer edits the address: it says where it is changed.
    await page.goto("/settings");
    await expect(page.getByRole("textbox", { name: "Prénom" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /e-mail/i })).toHaveCount(0);
  });

  test("a dark theme and the Manrope font apply at once and stay after a reload", async ({
    page,
  }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/settings/appearance");
    const preview = page.getByRole("figure", { name: "Aperçu" });
    await page.getByRole("radio", { name: "Sombre" }).check();
    await page.getByRole("radio", { name: "Manrope" }).check();
    await expect(preview).toHaveAttribute("data-preview-theme", "dark");
    // Only a preview until saved.
    await expect(page.locator("html")).not.toHaveAttribute("data-ui-font", "manrope");

    await page.getByRole("button", { name: "Enregistrer l'apparence" }).click();
    await expect(page.getByText("Apparence enregistrée", { exact: true })).toBeVisible();
    const applied = async () => {
      await expect(page.locator("html")).toHaveAttribute("data-ui-font", "manrope");
      await expect(page.locator(".radix-themes").first()).toHaveClass(/\bdark\b/);
      const heading = page.getByRole("heading", { name: "Paramètres" });
      expect(await heading.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
        /Manrope/,
      );
      expect(
        await page.evaluate(() => [
          localStorage.getItem("vite-ui-theme"),
          localStorage.getItem("font"),
        ]),
      ).toEqual(["dark", "manrope"]);
    };
    await applied();
    await page.reload();
    await expect(page.getByRole("radio", { name: "Sombre" })).toBeChecked();
    await applied();
  });

  test("a notification choice is kept by the server, found again after a new sign-in", async ({
    page,
    request,
  }) => {
    const user = await createPlainUser(request, "notif");
    await signInThroughForm(page, user);
    await page.goto("/settings/notifications");
    const weekly = page.getByRole("switch", {
      name: "Résumé hebdomadaire des réponses mal notées",
    });
    await expect(weekly).toHaveAttribute("aria-checked", "false");
    await weekly.click();
    await page.getByRole("button", { name: "Enregistrer les notifications" }).click();
    await expect(page.getByText("Notifications enregistrées", { exact: true })).toBeVisible();

    // Nothing of it stays in the browser: the next visit reads it from the server.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signInThroughForm(page, user);
    await page.goto("/settings/notifications");
    await expect(
      page.getByRole("switch", { name: "Résumé hebdomadaire des réponses mal notées" }),
    ).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("switch", { name: "Échec d'une ingestion" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });
});
