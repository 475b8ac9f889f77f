import {
  fakeChatAnswer,
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { executableParts, PAYLOADS } from "../../packages/chat-widget/src/markdown/xss-corpus";
import { apiCreate, apiToken, createTextBot } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask } from "../support/widget";

/** What the language model answers: a table about fares, or every payload of the XSS corpus. */
const FARES_ANSWER = [
  "Les **tarifs** de la médiathèque :",
  "",
  "| Carte | Durée | Prix |",
  "|:---|:-:|--:|",
  "| Jeune | 1 an | 5 € |",
  "| Adulte | 1 an | 15 € |",
  "",
  "Détails sur [la page des tarifs](https://mediatheque.example/tarifs).",
].join("\n");
const CORPUS_ANSWER = `${PAYLOADS.join("\n\n")}\n\nFin du corpus.`;

let provider: OpenAiCompatibleServer;

test.beforeAll(async () => {
  provider = await startOpenAiCompatibleServer({
    answer: (messages) => {
      // Asked to rewrite a follow-up question, the model does as usual.
      if (messages[0]?.content.startsWith("Réécris")) return fakeChatAnswer(messages);
      return messages.at(-1)?.content.includes("corpus") ? CORPUS_ANSWER : FARES_ANSWER;
    },
  });
});
test.afterAll(async () => {
  await provider?.close();
});

test("the widget draws a model's table, and runs nothing of the XSS corpus in Chromium", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, E2E.admin);
  const suffix = Date.now();
  const account = await apiCreate(request, token, "/api/accounts/", {
    name: `Médiathèque ${suffix}`,
    openai_base_url: provider.baseUrl,
  });
  const botId = await createTextBot(request, token, {
    account,
    name: "Médiathèque",
    base: {
      name: `Tarifs ${suffix}`,
      value:
        "# Tarifs\n\nLa carte de la médiathèque coûte 5 € pour un jeune et 15 € pour un adulte.",
    },
  });

  // Every way a payload could run shows up here: a dialog, a page error, a request elsewhere.
  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => ran.push(`page error: ${error.message}`));
  page.on("request", (sent) => {
    const host = new URL(sent.url()).hostname;
    if (host !== "localhost" && host !== "127.0.0.1") ran.push(`request: ${sent.url()}`);
  });

  await page.goto(`${E2E.embedUrl}/embed/${botId}`);
  await acceptAndWaitForWelcome(page);

  const fares = await ask(page, "Quels sont les tarifs ?");
  const table = fares.getByRole("table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Carte", "Durée", "Prix"]);
  await expect(table.getByRole("row").nth(2).getByRole("cell")).toHaveText([
    "Adulte",
    "1 an",
    "15 €",
  ]);
  await expect(table.getByRole("cell", { name: "15 €" })).toHaveCSS("text-align", "right");
  await expect(fares.getByRole("link", { name: "la page des tarifs" })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.screenshot({ path: test.info().outputPath("widget-answer-table.png") });

  const corpus = await ask(page, "Montre le corpus des tarifs de la médiathèque");
  await expect(corpus.getByText("Fin du corpus.")).toBeVisible();
  // The same check as the unit tests', sent into the page as an expression.
  const found = await page.evaluate(
    `[...document.querySelectorAll(".ami-markdown")].flatMap(${executableParts.toString()})`,
  );
  expect(found).toEqual([]);
  // Time for an image's error handler or a late script to run, had one been drawn.
  await page.waitForTimeout(500);
  expect(ran).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("widget-answer-xss-corpus.png") });
});

/** A bot answering without a model from one text knowledge base, asked one question in its widget. */
async function askWithoutModel(
  page: Page,
  request: APIRequestContext,
  { name, text, question }: { name: string; text: string[]; question: string },
): Promise<Locator> {
  const token = await apiToken(request, E2E.admin);
  const suffix = Date.now();
  const account = await apiCreate(request, token, "/api/accounts/", { name: `${name} ${suffix}` });
  const botId = await createTextBot(request, token, {
    account,
    name,
    base: { name: `${name} ${suffix}`, value: text.join("\n") },
  });
  await page.goto(`${E2E.embedUrl}/embed/${botId}`);
  await acceptAndWaitForWelcome(page);
  return (await ask(page, question)).locator(".ami-markdown");
}

test("an answer quoted without a model shows the command it announces as a code block", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const answer = await askWithoutModel(page, request, {
    name: "Plume",
    text: [
      "# Installer Plume",
      "",
      "Plume s'installe depuis le dépôt officiel. La commande suivante installe le paquet plume :",
      "",
      "```",
      "$ sudo apt update",
      "$ sudo apt install plume",
      "```",
    ],
    question: "Quelle commande installe le paquet plume ?",
  });
  await expect(
    answer.getByText("La commande suivante installe le paquet plume :", { exact: false }),
  ).toBeVisible();
  const code = answer.locator("pre > code");
  await expect(code).toHaveText("$ sudo apt update\n$ sudo apt install plume");
  // Line by line, as in a terminal: the block keeps its line breaks.
  await expect(answer.locator("pre")).toHaveCSS("white-space", /^pre/);
  await page.screenshot({ path: test.info().outputPath("widget-answer-code-block.png") });
});

test("an answer quoted without a model leads each definition of a list with its term in bold", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const answer = await askWithoutModel(page, request, {
    name: "Paquets",
    text: [
      "# Trier les paquets",
      "",
      "installsize",
      "",
      "Trier les paquets selon la taille nécessaire à leur installation.",
      "",
      "name",
      "",
      "Trier les paquets selon leur nom.",
    ],
    question: "Comment trier les paquets selon leur taille ?",
  });
  const paragraphs = answer.locator("p");
  await expect(paragraphs.first()).toHaveText(
    "installsize — Trier les paquets selon la taille nécessaire à leur installation.",
  );
  await expect(paragraphs.first().locator("strong")).toHaveText("installsize");
  await expect(paragraphs.nth(1).locator("strong")).toHaveText("name");
  await page.screenshot({ path: test.info().outputPath("widget-answer-definitions.png") });
});
