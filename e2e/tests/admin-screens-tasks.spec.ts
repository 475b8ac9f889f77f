import { expect, test } from "@playwright/test";
import { apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";

test.describe("the tasks screen", () => {
  test("shows a failed URL ingestion with its page errors, and retries it", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, E2E.admin);
    const name = `Site injoignable ${Date.now()}`;
    // Nothing listens on port 9: every page of this site fails, and the task with it.
    const created = await request.post(`${E2E.apiUrl}/api/url_knowledge_bases/`, {
      headers: { Authorization: `Token ${token}` },
      data: {
        name,
        url: "http://127.0.0.1:9/accueil",
        depth: 0,
        max_crawls: 1,
        ignore_patterns: [],
      },
    });
    expect(created.status()).toBe(201);

    await signInThroughForm(page, E2E.admin);
    await page.goto("/tasks");
    const list = page.getByRole("region", { name: "Liste des tâches" });
    const row = list.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("Échouée")).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole("progressbar")).toBeVisible();
    await row.getByText(/\d+ erreurs?/).click();
    await expect(row.getByRole("listitem").first()).toContainText("127.0.0.1:9");
    await page.screenshot({ path: test.info().outputPath("admin-screens-tasks-list.png") });

    await row.getByRole("button", { name: "Relancer" }).click();
    await expect(page.getByText("Tâche relancée", { exact: true })).toBeVisible();
    // The retried task runs again and, the site still being down, fails again: the list follows.
    await expect(row.getByText("Échouée")).toBeVisible({ timeout: 30_000 });
  });
});
