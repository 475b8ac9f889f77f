import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../http/app-env";
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
    api = await startTestApi({
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

  it("reaches the active members of the base's account who kept the notification on, only them", async () => {
    const accountId = await createAccountViaApi(api, adminToken, "Compte des notifications");
    const otherAccountId = await createAccountViaApi(api, adminToken, "Autre compte");
    const optedIn = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      prefix: "abonne",
    });
    const optedOut = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      prefix: "desabonne",
    });
    const inactive = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      prefix: "inactif",
    });
    const elsewhere = await createSignedInUser(api, adminToken, {
      accounts: [otherAccountId],
      prefix: "ailleurs",
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
    for (const user of [optedOut, inactive, elsewhere]) {
      expect(recipients).not.toContain(`${user.username}@example.com`);
    }
  });
});
