import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiGet, apiToken, openKnowledgeBase, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { type FrenchSite, startFrenchSite } from "../support/french-site-server";
import { pdfDocument } from "../support/pdf-document";
import { acceptAndWaitForWelcome, ask } from "../support/widget";

const SCREEN = { width: 1280, height: 800 };

/** Slow enough for a document of some tens of kilobytes to take a few seconds to leave. */
const THROTTLED_UPLOAD_BYTES_PER_SECOND = 24 * 1024;

interface ApiBase {
  id: number;
  account: number;
  name: string;
  chunk_count: number;
}

async function findBase(
  request: APIRequestContext,
  token: string,
  endpoint: "text_knowledge_bases" | "document_knowledge_bases",
  name: string,
): Promise<ApiBase> {
  const { status, body } = await apiGet(
    request,
    token,
    `/api/${endpoint}/?search=${encodeURIComponent(name)}`,
  );
  expect(status).toBe(200);
  const found = (body as { results: ApiBase[] }).results.find((base) => base.name === name);
  if (!found) throw new Error(`No knowledge base named ${name}`);
  return found;
}

function authorization(token: string) {
  return { Authorization: `Token ${token}` };
}

/** Notes, in the page, every value the upload progress bars take. */
async function recordUploadProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { uploadProgressSeen: seen });
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Envoi de"]')) {
        const value = Number(bar.getAttribute("aria-valuenow"));
        if (seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

test.describe("the knowledge-bases screens", () => {
  let site: FrenchSite;

  test.beforeAll(async () => {
    site = await startFrenchSite();
  });
  test.afterAll(() => site.close());

  test("crawls a site from the back-office, follows its ingestion, and a bot answers from it", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(SCREEN);
    const name = `Site de Valbrune ${Date.now()}`;
    await signInThroughForm(page, E2E.admin);
    await page.goto("/knowledge_bases");
    await page.getByRole("link", { name: "Ajouter" }).click();
    await page.getByRole("tab", { name: "Site web (URL)" }).click();
    await expect(page).toHaveURL(/\/knowledge-base\?type=url$/);

    await page.getByLabel("Nom").fill(name);
    await page.getByLabel("Adresse du site").fill(`  ${site.url}  `);
    await page.getByLabel("Profondeur").fill("1");
    await page.getByLabel("Pages au plus").fill("10");
    await page.getByRole("button", { name: "Voir les pages trouvées" }).click();
    const preview = page.getByRole("region", { name: "Pages trouvées" });
    await expect(preview.getByRole("heading")).toHaveText("4 pages trouvées", { timeout: 30_000 });
    for (const slug of ["horaires", "etat-civil", "cantine"] as const) {
      await expect(preview.getByText(site.pageUrl(slug), { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: test.info().outputPath("knowledge-add-url.png") });

    await page.getByRole("button", { name: "Créer et lancer l'ingestion" }).click();
    const progress = page.getByRole("progressbar", { name: `Ingestion de ${name}` });
    await expect(progress).toBeVisible();
    await expect(page.getByText("Terminée", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(progress).toHaveAttribute("aria-valuenow", "4");
    await expect(page.getByText("4 / 4 pages")).toBeVisible();

    const token = await apiToken(request, E2E.admin);
    const base = await findBase(request, token, "text_knowledge_bases", name);
    const tasks = await apiGet(request, token, `/api/tasks/?knowledge_base=${base.id}`);
    expect((tasks.body as { results: { status: string }[] }).results[0]?.status).toBe("succeeded");
    expect(base.chunk_count).toBeGreaterThan(0);
    await expect(page.getByText(`${base.chunk_count} fragments indexés`)).toBeVisible();
    await page.getByRole("link", { name: "Voir les bases" }).click();
    const row = page
      .getByRole("region", { name: "Liste des bases de connaissances" })
      .getByRole("row")
      .filter({ hasText: name });
    await expect(row.getByText("URL", { exact: true })).toBeVisible();
    await expect(
      row.getByRole("cell", { name: String(base.chunk_count), exact: true }),
    ).toBeVisible();

    // The bot is linked to the base on the assistant's own screen.
    const created = await request.post(`${E2E.apiUrl}/api/bots/`, {
      headers: authorization(token),
      data: { name: `Accueil de Valbrune ${Date.now()}`, account: base.account },
    });
    expect(created.status()).toBe(201);
    const botId = ((await created.json()) as { id: number }).id;
    await page.goto(`/bots/${botId}`);
    await page.getByRole("checkbox", { name }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Assistant enregistré", { exact: true })).toBeVisible();
    const bot = await apiGet(request, token, `/api/bots/${botId}/`);
    expect((bot.body as { text_knowledges: number[] }).text_knowledges).toEqual([base.id]);

    await page.goto(`${E2E.embedUrl}/embed/${botId}`);
    await acceptAndWaitForWelcome(page);
    const answer = await ask(page, "Quels sont les horaires d'ouverture de la mairie le samedi ?");
    await expect(answer.locator(".ami-markdown")).toContainText("samedi");
    await answer.locator(".ami-sources summary").click();
    await page.screenshot({ path: test.info().outputPath("widget-answer.png") });
    await expect(answer.locator(".ami-source a").first()).toHaveAttribute(
      "href",
      site.pageUrl("horaires"),
    );
  });

  test("uploads documents by drag and drop with their progress, and lists them with their fragments", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREEN);
    const stamp = Date.now();
    const guide = `guide-compostage-${stamp}.pdf`;
    const broken = `notes-illisibles-${stamp}.pdf`;
    const paragraphs = Array.from(
      { length: 40 },
      (_, line) =>
        `Le compostage des déchets de cuisine, ligne ${line + 1} : épluchures, marc de café et coquilles d'oeufs vont au composteur collectif.`,
    );
    const pdf = pdfDocument(
      "Guide du compostage",
      Array.from({ length: 12 }, () => paragraphs),
    );
    expect(pdf.length).toBeGreaterThan(3 * THROTTLED_UPLOAD_BYTES_PER_SECOND);

    await signInThroughForm(page, E2E.admin);
    await page.goto("/knowledge_bases");
    await page.getByRole("link", { name: "Ajouter" }).click();
    await page.getByRole("tab", { name: "Document" }).click();
    await expect(page).toHaveURL(/\/knowledge-base\?type=document$/);
    await recordUploadProgress(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: THROTTLED_UPLOAD_BYTES_PER_SECOND,
    });

    const dataTransfer = await page.evaluateHandle(
      ({ pdfBase64, guideName, brokenName }) => {
        const bytes = Uint8Array.from(atob(pdfBase64), (char) => char.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], guideName, { type: "application/pdf" }));
        transfer.items.add(
          new File(["%PDF-1.4\nrien de lisible ici"], brokenName, { type: "application/pdf" }),
        );
        return transfer;
      },
      { pdfBase64: pdf.toString("base64"), guideName: guide, brokenName: broken },
    );
    await page
      .getByRole("region", { name: "Zone de dépôt des documents" })
      .dispatchEvent("drop", { dataTransfer });

    const uploads = page.getByRole("region", { name: "Documents envoyés" });
    const guideItem = uploads.getByRole("listitem").filter({ hasText: guide });
    const brokenItem = uploads.getByRole("listitem").filter({ hasText: broken });
    await expect(guideItem.getByRole("progressbar", { name: `Envoi de ${guide}` })).toBeVisible();
    // The server reads every file at upload and says why it refuses one, in French.
    await expect(brokenItem.getByRole("alert")).toHaveText(
      "Document illisible : le fichier est endommagé ou protégé par un mot de passe.",
      { timeout: 30_000 },
    );
    await expect(guideItem.getByText("Terminée", { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await page.evaluate(
      () => (window as unknown as { uploadProgressSeen: number[] }).uploadProgressSeen,
    );
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect(seen.at(-1)).toBe(100);
    await page.screenshot({ path: test.info().outputPath("knowledge-add-documents.png") });

    const token = await apiToken(request, E2E.admin);
    const document = await findBase(
      request,
      token,
      "document_knowledge_bases",
      guide.replace(/\.pdf$/, ""),
    );
    expect(document.chunk_count).toBeGreaterThan(0);
    await expect(guideItem.getByText(`${document.chunk_count} fragments indexés`)).toBeVisible();
    const documents = await apiGet(request, token, "/api/document_knowledge_bases/?page_size=1000");
    const names = (documents.body as { results: ApiBase[] }).results.map((base) => base.name);
    expect(names).not.toContain(broken.replace(/\.pdf$/, ""));

    await page.getByRole("link", { name: "Voir toutes les bases" }).click();
    const row = page
      .getByRole("region", { name: "Liste des bases de connaissances" })
      .getByRole("row")
      .filter({ hasText: guide.replace(/\.pdf$/, "") });
    await expect(row.getByText("Document", { exact: true })).toBeVisible();
    await expect(
      row.getByRole("cell", { name: String(document.chunk_count), exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("knowledge-list.png") });
  });

  test("deletes two bases of different kinds at once", async ({ page, request }) => {
    const token = await apiToken(request, E2E.admin);
    const stamp = Date.now();
    const textName = `Tarifs de la piscine ${stamp}`;
    const documentName = `Règlement du marché ${stamp}`;
    const accounts = await apiGet(request, token, "/api/accounts/");
    const account = (accounts.body as { results: { id: number }[] }).results[0]?.id;
    const text = await request.post(`${E2E.apiUrl}/api/text_knowledge_bases/`, {
      headers: authorization(token),
      data: {
        name: textName,
        value: "L'entrée de la piscine coûte 4 euros pour les adultes.",
        account,
      },
    });
    expect(text.status()).toBe(201);
    const textId = ((await text.json()) as { id: number }).id;
    const upload = await request.post(`${E2E.apiUrl}/api/document_knowledge_bases/`, {
      headers: authorization(token),
      multipart: {
        name: documentName,
        account: String(account),
        document: {
          name: "reglement.pdf",
          mimeType: "application/pdf",
          buffer: pdfDocument("Règlement du marché", [
            ["Le marché se tient chaque mercredi matin sur la place de l'église."],
          ]),
        },
      },
    });
    expect(upload.status()).toBe(201);
    const documentId = ((await upload.json()) as { id: number }).id;

    await signInThroughForm(page, E2E.admin);
    await page.goto("/knowledge_bases");
    const list = page.getByRole("region", { name: "Liste des bases de connaissances" });
    await list.getByRole("checkbox", { name: `Sélectionner ${textName}` }).click();
    await list.getByRole("checkbox", { name: `Sélectionner ${documentName}` }).click();
    await page.getByRole("button", { name: "Supprimer la sélection (2)" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Supprimer 2 bases ?");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Bases supprimées", { exact: true })).toBeVisible();
    await expect(list.getByRole("row").filter({ hasText: textName })).toHaveCount(0);
    await expect(list.getByRole("row").filter({ hasText: documentName })).toHaveCount(0);

    expect((await apiGet(request, token, `/api/text_knowledge_bases/${textId}/`)).status).toBe(404);
    expect(
      (await apiGet(request, token, `/api/document_knowledge_bases/${documentId}/`)).status,
    ).toBe(404);
  });

  test("a base's name opens it where it is changed, and its address opens it again", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, E2E.admin);
    const accounts = await apiGet(request, token, "/api/accounts/");
    const account = (accounts.body as { results: { id: number }[] }).results[0]?.id;
    const name = `Horaires ${Date.now()}`;
    const created = await request.post(`${E2E.apiUrl}/api/text_knowledge_bases/`, {
      headers: authorization(token),
      data: { account, name, value: "La mairie ouvre du lundi au vendredi." },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;

    await page.setViewportSize(SCREEN);
    await signInThroughForm(page, E2E.admin);
    await page.goto("/knowledge_bases");
    const list = page.getByRole("region", { name: "Liste des bases de connaissances" });
    await list.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/knowledge_bases\\?base=${id}$`));
    const dialog = page.getByRole("dialog", { name: "Modifier la base" });
    await expect(dialog.getByLabel("Contenu")).toHaveValue("La mairie ouvre du lundi au vendredi.");
    await page.screenshot({ path: test.info().outputPath("admin-knowledge-base-open.png") });
    await dialog.getByRole("textbox", { name: /Nom/ }).fill(`${name} (été)`);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Base enregistrée", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole("link", { name: `${name} (été)` })).toBeVisible();

    // Its address opens it straight away.
    await expect(await openKnowledgeBase(page, id)).toBeVisible();
  });
});
