import { createKnowledgeEngine, IngestError } from "@org/knowledge";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION } from "../../constants";
import type { AppEnv } from "../../http/app-env";
import { createLogger } from "../../logger";
import { listen, type RunningServer } from "../../server";
import { createAccountViaApi, createSignedInUser } from "../../testing/fixtures";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

const ADMIN_URL = "https://admin.example.org";

async function settledTask(api: TestApi, token: string, knowledgeBaseId: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const list = await api.request("GET", `/api/tasks/?knowledge_base=${knowledgeBaseId}`, {
      token,
    });
    const task = list.body.results[0];
    if (task && (task.status === "succeeded" || task.status === "failed")) return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The task of knowledge base ${knowledgeBaseId} did not finish`);
}

describe("the mail about a failed ingestion", () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let site: RunningServer;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const broken = new Hono<AppEnv>().all("*", (c) => c.text("Panne", 500));
    site = await listen(broken, { port: 0, host: "127.0.0.1" });
    // Documents are read at upload as usual, and then fail to be ingested.
    const engine = createKnowledgeEngine({ logger: createLogger("error") });
    api = await startTestApi({
      engine: {
        ...engine,
        async ingest(job) {
          if (job.knowledgeBase.type === "document") throw new IngestError("Document illisible.");
          return engine.ingest(job);
        },
      },
      config: {
        mail: smtp.mailConfig,
        adminUrl: ADMIN_URL,
        crawlAllowedHosts: ["127.0.0.1"],
      },
    });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await site?.close();
  });

  it("reaches the active members of the base's account who may read its tasks and kept the notification on, only them", async () => {
    const accountId = await createAccountViaApi(api, adminToken, "Compte des notifications");
    const otherAccountId = await createAccountViaApi(api, adminToken, "Autre compte");
    const permissions = [PERMISSION.viewBot];
    const optedIn = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions,
      prefix: "abonne",
    });
    const optedOut = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions,
      prefix: "desabonne",
    });
    const inactive = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions,
      prefix: "inactif",
    });
    const elsewhere = await createSignedInUser(api, adminToken, {
      accounts: [otherAccountId],
      permissions,
      prefix: "ailleurs",
    });
    // Without bots.view_bot, neither the tasks nor the knowledge bases can be read.
    const unentitled = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      prefix: "sansdroit",
    });
    const optOut = await api.request("PATCH", "/api/auth/me/", {
      token: optedOut.token,
      json: { preferences: { notifications: { ingestion_failed_email: false } } },
    });
    expect(optOut.status).toBe(200);
    const deactivated = await api.request("PATCH", `/api/users/${inactive.id}/`, {
      token: adminToken,
      json: { is_active: false },
    });
    expect(deactivated.status).toBe(200);

    // A site whose only page answers an error: its crawl fails.
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token: adminToken,
      json: { name: "Tarifs <2026>", url: `${site.url}/tarifs`, account: accountId },
    });
    expect(created.status).toBe(201);
    const task = await settledTask(api, adminToken, created.body.id);
    expect(task.status).toBe("failed");
    const failure: string = task.errors[0].message;

    const mail = await smtp.waitFor((sent) => sent.to.includes(`${optedIn.username}@example.com`));
    expect(mail.from).toBe("Assistant IA <no-reply@example.org>");
    expect(mail.subject).toBe("Échec de l'ingestion de « Tarifs <2026> »");
    expect(mail.text).toContain(`Bonjour ${optedIn.username},`);
    expect(mail.text).toContain(
      "L'ingestion de la base de connaissances « Tarifs <2026> » a échoué.",
    );
    expect(mail.text).toContain(failure);
    expect(mail.text).toContain(`${ADMIN_URL}/tasks`);
    expect(mail.text).toContain(`${ADMIN_URL}/settings/notifications`);
    expect(mail.html).toContain("Tarifs &lt;2026&gt;");
    expect(mail.html).toContain(`<a href="${ADMIN_URL}/tasks">`);

    // Every mail for this base is sent together: give the others time to arrive, if sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = smtp.mails
      .filter((sent) => sent.subject.includes("Tarifs <2026>"))
      .flatMap((sent) => sent.to);
    expect(recipients).toEqual([`${optedIn.username}@example.com`]);
    for (const user of [optedOut, inactive, elsewhere, unentitled]) {
      expect(recipients).not.toContain(`${user.username}@example.com`);
    }
  });

  it("names a document only to the members who may see documents", async () => {
    const accountId = await createAccountViaApi(api, adminToken, "Compte des documents");
    const withDocuments = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: [PERMISSION.viewBot, PERMISSION.viewDocumentknowledge],
      prefix: "documentaliste",
    });
    const withoutDocuments = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: [PERMISSION.viewBot],
      prefix: "lecteur",
    });
    const form = new FormData();
    form.append("name", "Contrat confidentiel");
    form.append("account", String(accountId));
    form.append(
      "document",
      new File(["Clauses du contrat."], "contrat.txt", { type: "text/plain" }),
    );
    const uploaded = await api.request("POST", "/api/document_knowledge_bases/", {
      token: adminToken,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect((await settledTask(api, adminToken, uploaded.body.id)).status).toBe("failed");

    const mail = await smtp.waitFor((sent) =>
      sent.to.includes(`${withDocuments.username}@example.com`),
    );
    expect(mail.subject).toBe("Échec de l'ingestion de «\u00a0Contrat confidentiel\u00a0»");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = smtp.mails
      .filter((sent) => sent.subject.includes("Contrat confidentiel"))
      .flatMap((sent) => sent.to);
    expect(recipients).toEqual([`${withDocuments.username}@example.com`]);
    expect(recipients).not.toContain(`${withoutDocuments.username}@example.com`);
  });
});
