import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { expect, test } from "@playwright/test";
import { apiCreate, apiToken, createTextBot, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask } from "../support/widget";

/** 130 short sections, one passage each: three batches of embeddings (64, 64, 2). */
const SECTIONS = 130;
const CATALOGUE = [
  "# Catalogue des démarches",
  ...Array.from(
    { length: SECTIONS },
    (_, index) =>
      `## Fiche ${index + 1}\n\nLa fiche numéro ${index + 1} décrit la démarche ${index + 1} du guichet unique.`,
  ),
].join("\n\n");
const MODEL = "hash-embed-e2e";

let provider: OpenAiCompatibleServer;
/** The embedding requests so far, as [model, number of texts]. */
const batches = () => provider.embeddingCalls.map((call) => [call.model, call.input.length]);

test.beforeAll(async () => {
  provider = await startOpenAiCompatibleServer();
});
test.afterAll(async () => {
  await provider?.close();
});

test("an embedding model set on an account vectorises its bases with progress, and the widget answers from the model with links", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, E2E.admin);
  const suffix = Date.now();
  const accountName = `Guichet unique ${suffix}`;
  const baseName = `Catalogue ${suffix}`;

  // An account with a base and an assistant, answering offline for now (no provider, no model).
  const accountId = await apiCreate(request, token, "/api/accounts/", { name: accountName });
  const botId = await createTextBot(request, token, {
    account: accountId,
    name: "Guichet unique",
    base: { name: baseName, value: CATALOGUE },
  });

  // The administrator gives the account its provider and an embedding model.
  await signInThroughForm(page, E2E.admin);
  await page.goto("/knowledge_bases");
  // The base is the new account's: the back-office lists it once that account is chosen.
  await page.getByRole("button", { name: /Démo/ }).first().click();
  await page.getByRole("menuitem", { name: new RegExp(accountName) }).click();
  const bases = page.getByRole("region", { name: "Liste des bases de connaissances" });
  await expect(bases.getByRole("row").filter({ hasText: baseName })).toContainText(
    "Non vectorisée",
  );
  // The first batch goes through; the next waits until the progress has been seen.
  const hold = provider.holdEmbeddings(1);
  await page.goto("/accounts");
  await page.getByRole("button", { name: `Actions pour ${accountName}` }).click();
  await page.getByRole("menuitem", { name: "Renommer et clés API" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Adresse du fournisseur").fill(provider.baseUrl);
  await dialog.getByLabel("Modèle d'embeddings").fill(MODEL);
  await page.screenshot({ path: test.info().outputPath("account-embedding-model.png") });
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Compte enregistré", { exact: true })).toBeVisible();

  // The tasks screen shows the base being vectorised, batch after batch.
  await page.goto("/tasks");
  const row = page
    .getByRole("region", { name: "Liste des tâches" })
    .getByRole("row")
    .filter({ hasText: baseName })
    .filter({ hasText: "Vectorisation" });
  await hold.arrived;
  await expect(row.getByText(`64 / ${SECTIONS} extraits vectorisés`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.getByText("En cours")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("embedding-task-progress.png") });
  hold.release();
  await expect(row.getByText("Terminée")).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(`${SECTIONS} / ${SECTIONS} extraits vectorisés`)).toBeVisible();
  expect(batches()).toEqual([
    [MODEL, 64],
    [MODEL, 64],
    [MODEL, 2],
  ]);

  await page.goto("/knowledge_bases");
  await expect(bases.getByRole("row").filter({ hasText: baseName })).toContainText(
    `Vectorisée (${MODEL})`,
  );
  await page.screenshot({ path: test.info().outputPath("knowledge-bases-embedded.png") });

  // A visitor asks; the language model answers from the passages found, citing them, with links.
  await page.goto(`${E2E.embedUrl}/embed/${botId}`);
  await acceptAndWaitForWelcome(page);
  const answer = await ask(page, "Que décrit la fiche numéro 42 ?");
  await expect(answer.locator(".ami-markdown")).toContainText(
    "D'après la source [1] : La fiche numéro 42 décrit la démarche 42 du guichet unique.",
  );
  await answer.locator(".ami-sources summary").click();
  await expect(answer.locator(".ami-source").first()).toContainText("La fiche numéro 42");
  await page.screenshot({ path: test.info().outputPath("widget-llm-answer.png") });
  expect(provider.chatCalls.length).toBeGreaterThan(0);
  // The question was embedded too, to search by meaning beside the words.
  expect(batches().at(-1)).toEqual([MODEL, 1]);
});
