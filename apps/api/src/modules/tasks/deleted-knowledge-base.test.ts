import { vectorStoreAvailable } from "@org/knowledge";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION } from "../../constants";
import { createSignedInUser, type TestUser } from "../../testing/fixtures";
import { startHeldPages } from "../../testing/held-site";
import { settledTask } from "../../testing/knowledge-checks";
import { type LogLine, recordingLogger } from "../../testing/recording-logger";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { DELETED_KNOWLEDGE_BASE } from "./task-failures";

/** The home page of the site, and the two pages it links to. */
const PAGES: Record<string, string> = {
  "/": `<html><head><title>Mairie de Villebois</title></head><body>
    <h1>Mairie de Villebois</h1><p>La mairie ouvre du lundi au vendredi, de 9 h à 17 h.</p>
    <a href="/horaires">Horaires</a> <a href="/tarifs">Tarifs</a></body></html>`,
  "/horaires": `<html><body><h1>Horaires</h1><p>Le samedi, de 9 h à midi.</p></body></html>`,
  "/tarifs": `<html><body><h1>Tarifs</h1><p>La carte de cantine coûte 3 euros.</p></body></html>`,
};

/** The site on 127.0.0.1, whose pages the test may hold. */
const startSite = () =>
  startHeldPages(
    Object.fromEntries(Object.entries(PAGES).map(([path, html]) => [path, () => html])),
  );

/*
 * A knowledge base deleted while its ingestion task runs, through the API as the back-office
 * does: the reading stops, and the task ends as one whose knowledge base was deleted before it
 * started does, with nothing logged as an error, no mail about a failure, and nothing of the
 * knowledge base left in the database.
 */
describe("a knowledge base deleted while it is being read", () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let site: Awaited<ReturnType<typeof startSite>>;
  let provider: OpenAiCompatibleServer;
  const lines: LogLine[] = [];
  let adminToken: string;
  let accountId: number;
  let member: TestUser;
  let witnesses = 0;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    site = await startSite();
    provider = await startOpenAiCompatibleServer();
    api = await startTestApi({
      logger: recordingLogger(lines),
      config: {
        mail: smtp.mailConfig,
        adminUrl: "https://admin.example.org",
        crawlAllowedHosts: ["127.0.0.1"],
      },
      taskPollIntervalMs: 50,
    });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const account = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: {
        name: "Mairie de Villebois",
        openai_api_key: "sk-villebois-0123456789",
        openai_base_url: provider.baseUrl,
        embedding_model: "hash-embed-1",
      },
    });
    expect(account.status).toBe(201);
    accountId = account.body.id;
    member = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: [PERMISSION.viewBot, PERMISSION.viewDocumentknowledge],
      prefix: "secretaire",
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await site?.close();
    await provider?.close();
  });

  const createSite = async (name: string, depth: number) => {
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token: adminToken,
      json: { name, url: `${site.url}/`, depth, max_crawls: 10, account: accountId },
    });
    expect(created.status).toBe(201);
    return { id: created.body.id as number, task: created.body.task as number };
  };
  const deleteBase = async (id: number) => {
    const deleted = await api.request("DELETE", `/api/text_knowledge_bases/${id}/`, {
      token: adminToken,
    });
    expect(deleted.status).toBe(204);
  };
  /** What the database still holds of the knowledge base: its chunks, its pages, its row. */
  const remains = async (id: number) => {
    const { rows } = await api.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM knowledge_chunks WHERE knowledge_base_id = $1) AS chunks,
              (SELECT count(*)::int FROM knowledge_pages WHERE knowledge_base_id = $1) AS pages,
              (SELECT count(*)::int FROM knowledge_bases WHERE id = $1) AS bases`,
      [id],
    );
    return rows[0];
  };
  /**
   * The subjects of the mails the member got since `before` mails, once a witness ingestion that
   * runs after the task has failed: tasks run one at a time and the mails of one are sent before
   * the next begins, so a mail about the task would have come first.
   */
  const mailsUntilAWitnessFails = async (before: number) => {
    witnesses += 1;
    const name = `Témoin ${witnesses}`;
    const witness = await api.request("POST", "/api/url_knowledge_bases/", {
      token: adminToken,
      json: { name, url: `${site.url}/introuvable`, account: accountId },
    });
    expect(witness.status).toBe(201);
    const to = `${member.username}@example.com`;
    await smtp.waitFor((mail) => mail.to.includes(to) && mail.subject.includes(name));
    const subjects = smtp.mails.slice(before).filter((mail) => mail.to.includes(to));
    return subjects.map((mail) => mail.subject.replace(name, "the witness"));
  };
  /** What the server logged about the knowledge base, beyond what it does, and every error. */
  const complaints = (knowledgeBaseId: number) =>
    lines.filter(
      (line) =>
        line.level === "error" ||
        (line.level === "warn" && line.fields.knowledgeBaseId === knowledgeBaseId),
    );

  it("ends the crawl of a site deleted while its page is read as a deleted base's, quietly", async () => {
    const mailsBefore = smtp.mails.length;
    const held = site.hold("/");
    const base = await createSite("Site de la mairie", 0);
    const request = await held;
    await deleteBase(base.id);
    request.release();

    expect(await settledTask(api.url, adminToken, base.task)).toMatchObject({
      status: "failed",
      errors: [{ url: "", message: DELETED_KNOWLEDGE_BASE }],
    });
    expect(await remains(base.id)).toEqual({ chunks: 0, pages: 0, bases: 0 });
    expect(await mailsUntilAWitnessFails(mailsBefore)).toEqual([
      expect.stringContaining("the witness"),
    ]);
    expect(complaints(base.id)).toEqual([]);
  });

  it("stops the crawl of a site deleted mid-crawl without waiting for the pages left", async () => {
    const home = site.hold("/");
    // The pages the home links to never answer while the test runs.
    void site.hold("/horaires");
    void site.hold("/tarifs");
    const base = await createSite("Site de la mairie, en profondeur", 1);
    const request = await home;
    await deleteBase(base.id);
    const answeredBefore = site.answered.length;
    request.release();

    // Well before the crawler would give up waiting for a page (10 s).
    expect(await settledTask(api.url, adminToken, base.task, 5000)).toMatchObject({
      status: "failed",
      errors: [{ url: "", message: DELETED_KNOWLEDGE_BASE }],
    });
    expect(site.answered.slice(answeredBefore)).toEqual(["/"]);
    expect(await remains(base.id)).toEqual({ chunks: 0, pages: 0, bases: 0 });
    expect(complaints(base.id)).toEqual([]);
  });

  it("ends the ingestion of a document deleted while its chunks are embedded, quietly", async (context) => {
    if (!(await vectorStoreAvailable(api.db))) {
      context.skip("the database has no pgvector: nothing is embedded");
    }
    const mailsBefore = smtp.mails.length;
    const held = provider.holdEmbeddings();
    const form = new FormData();
    form.append("name", "Règlement de la cantine");
    form.append("account", String(accountId));
    form.append(
      "document",
      new File(
        ["# Règlement\n\nLa cantine est ouverte aux élèves inscrits.\n\n## Tarifs\n\n3 euros."],
        "reglement.md",
        { type: "text/markdown" },
      ),
    );
    const uploaded = await api.request("POST", "/api/document_knowledge_bases/", {
      token: adminToken,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${uploaded.body.id}`, {
      token: adminToken,
    });
    const taskId: number = tasks.body.results[0].id;
    await held.arrived;
    const deleted = await api.request("POST", "/api/document_knowledge_bases/delete_multi", {
      token: adminToken,
      json: { ids: [uploaded.body.id] },
    });
    expect(deleted.status).toBe(204);
    held.release();

    expect(await settledTask(api.url, adminToken, taskId)).toMatchObject({
      status: "failed",
      errors: [{ url: "", message: DELETED_KNOWLEDGE_BASE }],
    });
    expect(await remains(uploaded.body.id)).toEqual({ chunks: 0, pages: 0, bases: 0 });
    expect(await mailsUntilAWitnessFails(mailsBefore)).toEqual([
      expect.stringContaining("the witness"),
    ]);
    expect(complaints(uploaded.body.id)).toEqual([]);
  });
});
