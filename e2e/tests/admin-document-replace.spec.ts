import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiGet,
  apiToken,
  ingestionsSucceeded,
  openKnowledgeBase,
  signInThroughForm,
  taskStatuses,
} from "../support/admin";
import { E2E } from "../support/environment";

const SCREEN = { width: 1280, height: 900 };

const HOURS = "La piscine Lucie-Aubrac ouvre du mardi au dimanche, de 9 heures à 19 heures.";

function guide(prices: string): Buffer {
  return Buffer.from(
    `# Guide de la piscine\n\n## Horaires\n\n${HOURS}\n\n## Tarifs\n\n${prices}\n`,
  );
}

/** Picks `file` in the dialog the button "Remplacer le document" of `region` opens. */
async function replaceWith(
  page: Page,
  region: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    region.getByRole("button", { name: "Remplacer le document" }).click(),
  ]);
  await chooser.setFiles(file);
}

test.describe("a new version of a document", () => {
  test("is sent from the document's screen, refused in French when unreadable, and read again", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREEN);
    const token = await apiToken(request, E2E.admin);
    const accounts = await apiGet(request, token, "/api/accounts/");
    const account = (accounts.body as { results: { id: number }[] }).results[0]?.id;
    const name = `Guide de la piscine ${Date.now()}`;
    const upload = await request.post(`${E2E.apiUrl}/api/document_knowledge_bases/`, {
      headers: { Authorization: `Token ${token}` },
      multipart: {
        name,
        account: String(account),
        document: {
          name: "guide.md",
          mimeType: "text/markdown",
          buffer: guide("L'entrée coûte 4 euros, 2 euros pour les enfants."),
        },
      },
    });
    expect(upload.status()).toBe(201);
    const documentId = ((await upload.json()) as { id: number }).id;
    await ingestionsSucceeded(request, token, documentId);

    await signInThroughForm(page, E2E.admin);
    const dialog = await openKnowledgeBase(page, documentId);
    await expect(dialog).toContainText(
      "Renommez le document ici, ou remplacez son fichier par une nouvelle version.",
    );
    const replace = dialog.getByRole("region", { name: "Nouvelle version du fichier" });
    await expect(replace).toContainText(
      "les passages inchangés sont gardés, et les assistants répondent avec l'ancienne version jusqu'à la fin de l'indexation.",
    );

    // An empty file is refused as at the first upload, and the document keeps its file.
    await replaceWith(page, replace, {
      name: "vide.md",
      mimeType: "text/markdown",
      buffer: Buffer.from(""),
    });
    await expect(replace.getByRole("alert")).toHaveText(
      "Le document ne contient aucun texte (document vide ou page numérisée en image).",
    );
    expect(await taskStatuses(request, token, documentId)).toEqual(["succeeded"]);

    await replaceWith(page, replace, {
      name: "guide-2026.md",
      mimeType: "text/markdown",
      buffer: guide("L'entrée coûte 5 euros, 3 euros pour les enfants."),
    });
    await expect(page.getByText("Document remplacé", { exact: true })).toBeVisible();
    await expect(replace.getByRole("progressbar", { name: `Ingestion de ${name}` })).toBeVisible();
    await expect(replace.getByText("Terminée", { exact: true })).toBeVisible({ timeout: 30_000 });
    await ingestionsSucceeded(request, token, documentId, 2);
    const { body } = await apiGet(request, token, `/api/document_knowledge_bases/${documentId}/`);
    expect(body).toMatchObject({ id: documentId, name, file_name: "guide-2026.md" });
    const file = await request.get(
      `${E2E.apiUrl}/api/document_knowledge_bases/${documentId}/file/`,
      {
        headers: { Authorization: `Token ${token}` },
      },
    );
    expect(await file.text()).toContain("5 euros");
    await page.screenshot({ path: test.info().outputPath("document-replace.png") });
  });
});
