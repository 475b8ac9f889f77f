import { readFile } from "node:fs/promises";
import { type Browser, expect, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, DEMO_BOT_ID } from "../support/widget";

const DONT_KNOW = "Je n'ai pas trouvé d'information à ce sujet";
const CURATED_MARK = "Réponse validée par l'équipe";

/** A visitor of their own, on the demo assistant's widget page, past its privacy terms. */
async function visitor(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
  await acceptAndWaitForWelcome(page);
  return page;
}

test.describe("the curated answers", () => {
  test("an answer written for a question the assistant missed is given to its visitors, in their words too, exported, and held by a test", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A place no knowledge base holds, and a subject no other test asks about, so that the
    // question and its answer are this run's alone.
    const place = `Lys${Date.now().toString(36)}`;
    const question = `Où déposer les encombrants du quartier ${place} ?`;
    const wording = `dépôt des encombrants ${place}`;
    const answer = `Déposez-les à la déchetterie du quartier ${place} avec un **justificatif de domicile**.`;
    const link = "https://mairie.example.org/encombrants";

    const first = await visitor(browser);
    await expect(await ask(first, question)).toContainText(DONT_KNOW);
    await first.context().close();

    const token = await apiToken(request, E2E.admin);
    const bot = (await apiGet(request, token, `/api/bots/${DEMO_BOT_ID}/`)).body as {
      name: string;
    };

    // The owner finds the question in À améliorer and writes its answer there.
    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "À améliorer" }).click();
    await page.getByRole("combobox", { name: "Assistant" }).click();
    await page.getByRole("option", { name: bot.name, exact: true }).click();
    const list = page.getByRole("region", { name: "Liste des questions" });
    const asked = list.getByRole("listitem").filter({ hasText: place });
    await expect(asked).toHaveCount(1);
    await asked.getByRole("button").click();
    const detail = page.getByRole("region", { name: "Détail de la question" });
    await expect(detail.getByRole("heading", { level: 2, name: question })).toBeVisible();
    await detail.getByRole("button", { name: "Écrire la réponse" }).click();

    const dialog = page.getByRole("dialog", { name: "Nouvelle réponse validée" });
    const field = (name: string | RegExp) => dialog.getByRole("textbox", { name, exact: true });
    await expect(field("Question")).toHaveValue(question);
    // The question is given: what is left to write is its answer.
    await expect(field("Réponse")).toBeFocused();
    await field("Autres formulations").fill(wording);
    await field("Réponse").fill(answer);
    await field("Page de la réponse").fill(link);
    await page.screenshot({ path: test.info().outputPath("curated-answers-form.png") });
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Réponse validée enregistrée").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // Corrected: out of the questions to do, among those fixed.
    await expect(asked).toHaveCount(0);
    await page.getByRole("combobox", { name: "Statut" }).click();
    await page.getByRole("option", { name: "Corrigées" }).click();
    await expect(asked).toHaveCount(1);

    // The next visitor asks it again, the same words in another order, then one word changed.
    const next = await visitor(browser);
    for (const asking of [
      question,
      `Les encombrants du quartier ${place}, où les déposer ?`,
      `Où jeter les encombrants du quartier ${place} ?`,
    ]) {
      const given = await ask(next, asking);
      await expect(given, asking).toContainText(
        `Déposez-les à la déchetterie du quartier ${place}`,
      );
      await expect(given.locator("strong")).toHaveText("justificatif de domicile");
      await expect(given.locator(".ami-curated")).toContainText(CURATED_MARK);
      // Its page is its source.
      await given.getByText("Sources (1)").click();
      await expect(given.getByRole("link", { name: link })).toHaveAttribute("href", link);
    }
    await next.context().close();

    // The owner finds it in Réponses validées, given three times, and exports it.
    await nav.getByRole("link", { name: "Réponses validées" }).click();
    await expect(page.getByRole("heading", { name: "Réponses validées", level: 1 })).toBeVisible();
    await page.getByRole("combobox", { name: "Assistant" }).click();
    await page.getByRole("option", { name: bot.name, exact: true }).click();
    const answers = page.getByRole("region", { name: "Liste des réponses validées" });
    const written = answers.getByRole("listitem").filter({ hasText: place });
    await expect(written).toHaveCount(1);
    await expect(written.getByRole("heading", { level: 2 })).toHaveText(question);
    await expect(written).toContainText("+1 autre formulation");
    await expect(written).toContainText("Donnée 3 fois");
    await expect(written.getByRole("link", { name: link })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("curated-answers-list.png") });
    expect(await seriousViolations(page, "main")).toEqual([]);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter en CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`reponses-validees-${DEMO_BOT_ID}.csv`);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Question;Autres formulations;Réponse;Lien");
    expect(lines).toContain(`${question};${wording};${answer};${link}`);

    // A file with wrong lines is refused whole, each line said.
    await page.getByRole("button", { name: "Importer un CSV" }).click();
    const importing = page.getByRole("dialog", { name: "Importer un CSV" });
    await importing.getByLabel(/Fichier CSV/).setInputFiles({
      name: "reponses.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "question,wordings,answer,link\r\nHoraires de la mairie ?,,,\r\nParking ?,,Place du marché.,mairie.example.org\r\n",
      ),
    });
    await importing.getByRole("button", { name: "Importer" }).click();
    const problems = importing.getByRole("alert");
    await expect(problems).toContainText("Rien n'a été importé");
    await expect(problems.getByRole("listitem")).toHaveText([
      /^Ligne 2, colonne Réponse\s:\sCe champ ne peut pas être vide\.$/,
      /^Ligne 3, colonne Lien\s:\sSaisissez une adresse web valide/,
    ]);
    await page.screenshot({ path: test.info().outputPath("curated-answers-import-errors.png") });
    await importing.getByRole("button", { name: "Annuler" }).click();
    await expect(written).toHaveCount(1);

    // A test holds the question: the assistant must give that answer to it, and does.
    await nav.getByRole("link", { name: "Tests" }).click();
    await expect(page.getByRole("heading", { name: "Tests", level: 1 })).toBeVisible();
    await page.getByRole("combobox", { name: "Assistant" }).click();
    await page.getByRole("option", { name: bot.name, exact: true }).click();
    await page.getByRole("button", { name: "Nouveau test" }).first().click();
    const testDialog = page.getByRole("dialog", { name: "Nouveau test" });
    await testDialog.getByRole("textbox", { name: "Question" }).fill(question);
    await testDialog.getByRole("radio", { name: "Donne une réponse validée" }).check();
    await testDialog.getByRole("combobox", { name: /Réponse validée attendue/ }).click();
    await page.getByRole("option", { name: question }).click();
    await testDialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(testDialog).toBeHidden();
    await page.getByRole("button", { name: "Lancer les tests" }).click();
    const tests = page.getByRole("region", { name: "Liste des tests" });
    const held = tests.getByRole("listitem").filter({ hasText: question });
    await expect(held.getByText("Réussi")).toBeVisible({ timeout: 30_000 });
    const lastRun = page.getByRole("region", { name: "Dernier lancement" });
    await expect(lastRun.getByRole("listitem").filter({ hasText: question })).toContainText(
      `Déposez-les à la déchetterie du quartier ${place}`,
    );
    await page.screenshot({ path: test.info().outputPath("assistant-tests.png"), fullPage: true });
  });
});
