import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { apiCount, apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, DEMO_BOT_ID } from "../support/widget";

const DONT_KNOW = "Je n'ai pas trouvé d'information à ce sujet";

test.describe("the questions to improve", () => {
  test("gathers two wordings of a question the assistant did not know, until it is marked fixed", async ({
    page,
    request,
  }) => {
    // A name no knowledge base holds, so that the question is this run's alone.
    const dog = `Rex${Date.now().toString(36)}`;
    const question = `Comment inscrire mon chien ${dog} au concours canin ?`;
    await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
    await acceptAndWaitForWelcome(page);
    await expect(await ask(page, question)).toContainText(DONT_KNOW);
    await expect(await ask(page, `inscription de mon chien ${dog} au concour canin`)).toContainText(
      DONT_KNOW,
    );

    const token = await apiToken(request, E2E.admin);
    const bot = (await apiGet(request, token, `/api/bots/${DEMO_BOT_ID}/`)).body as {
      name: string;
    };
    const todo = await apiCount(request, token, "/api/missed_questions/?status=todo");
    expect(todo).toBeGreaterThan(0);

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    const card = page.getByRole("region", { name: "À améliorer" });
    await expect(card).toContainText(`${todo}question${todo > 1 ? "s" : ""} à traiter`);
    await page.screenshot({ path: test.info().outputPath("admin-dashboard-improvements.png") });

    // The card leads to the questions of the assistant whose question is missed the most, all
    // of them as counted: since the start.
    const mostMissed = (
      (await apiGet(request, token, "/api/missed_questions/?status=todo&page_size=1")).body as {
        results: { bot: number }[];
      }
    ).results[0];
    const leading = (await apiGet(request, token, `/api/bots/${mostMissed?.bot}/`)).body as {
      name: string;
    };
    await card.getByRole("link", { name: "Voir les questions" }).click();
    await expect(page.getByRole("heading", { name: "À améliorer", level: 1 })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Assistant" })).toHaveText(leading.name);
    await expect(page.getByRole("combobox", { name: "Période" })).toHaveText("Depuis le début");
    await expect(
      page.getByRole("region", { name: "Liste des questions" }).getByRole("listitem").first(),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Assistant" }).click();
    await page.getByRole("option", { name: bot.name, exact: true }).click();

    const list = page.getByRole("region", { name: "Liste des questions" });
    const asked = list.getByRole("listitem").filter({ hasText: dog });
    await expect(asked).toHaveCount(1);
    await expect(asked).toContainText(question);
    await expect(asked).toContainText("Posée 2 fois");
    await expect(asked).toContainText("Sans réponse · 2");
    await expect(asked).toContainText("+1 autre formulation");
    await asked.getByRole("button").click();

    const detail = page.getByRole("region", { name: "Détail de la question" });
    await expect(detail.getByRole("heading", { level: 2, name: question })).toBeVisible();
    const misses = detail.getByRole("region", { name: "Dernières réponses manquées" });
    await expect(misses.getByRole("listitem")).toHaveCount(2);
    await expect(misses.getByRole("figure", { name: "Réponse donnée" }).first()).toContainText(
      DONT_KNOW,
    );
    await page.screenshot({ path: test.info().outputPath("admin-screens-improvements.png") });
    // The list and an opened question, badges and all, read as well as the other screens.
    expect(await seriousViolations(page, "main")).toEqual([]);

    await detail.getByRole("button", { name: "Marquer comme corrigée" }).click();
    await expect(page.getByText("Question marquée comme corrigée").first()).toBeVisible();
    await expect(asked).toHaveCount(0);
    await expect(detail.getByRole("button", { name: "Remettre à faire" })).toBeVisible();

    await page.getByRole("combobox", { name: "Statut" }).click();
    await page.getByRole("option", { name: "Corrigées" }).click();
    await expect(asked).toHaveCount(1);
    await expect(asked).toContainText("Posée 2 fois");
    expect(await apiCount(request, token, "/api/missed_questions/?status=todo")).toBe(todo - 1);

    // A miss leads to its conversation, at the answer missed.
    await asked.getByRole("button").click();
    await misses.getByRole("link", { name: "Voir la conversation" }).first().click();
    const conversation = page.getByRole("region", { name: "Détail de la conversation" });
    const pointed = conversation.locator("article[aria-current=true]");
    await expect(pointed).toContainText(DONT_KNOW);
    await expect(pointed).toBeInViewport();
    await expect(conversation.getByText("· Réponse à améliorer")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-chats-missed-answer.png") });
  });

  test("ignores two questions picked in the list at once", async ({ page, request }) => {
    const run = Date.now().toString(36);
    const questions = [
      `Quel temps fera-t-il à Zorb${run} demain ?`,
      `Qui a gagné le match de Quix${run} hier ?`,
    ];
    await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
    await acceptAndWaitForWelcome(page);
    for (const question of questions)
      await expect(await ask(page, question)).toContainText(DONT_KNOW);
    const token = await apiToken(request, E2E.admin);
    const ignored = await apiCount(request, token, "/api/missed_questions/?status=ignored");

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${E2E.adminUrl}/improvements?assistant=${DEMO_BOT_ID}`);
    const list = page.getByRole("region", { name: "Liste des questions" });
    for (const question of questions) {
      await list.getByRole("checkbox", { name: `Sélectionner «\u00a0${question}\u00a0»` }).check();
    }
    await expect(list.getByText("2 questions sélectionnées")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-improvements-selection.png") });
    await list.getByRole("button", { name: "Ignorer" }).click();
    await expect(page.getByText("2 questions ignorées").first()).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: run })).toHaveCount(0);
    expect(await apiCount(request, token, "/api/missed_questions/?status=ignored")).toBe(
      ignored + 2,
    );

    await page.getByRole("combobox", { name: "Statut" }).click();
    await page.getByRole("option", { name: "Ignorées" }).click();
    await expect(list.getByRole("listitem").filter({ hasText: run })).toHaveCount(2);
  });
});
