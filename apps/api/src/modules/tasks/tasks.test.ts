import type { Task } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION } from "../../constants";
import { loadMigrations } from "../../db/migrate";
import { createAccountViaApi, insertUserWithToken } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { placeholderEngine } from "../knowledge/placeholder-engine";

/** The migration that gives the tasks queued before it the kind of their knowledge base. */
const KIND_MIGRATION = "0026_task_knowledge_base_types.sql";

/*
 * The tasks screen of an account holding a text and a document, each ingested (which fails under
 * the placeholder engine, so that it can be retried) then embedded, as read by a user who may see
 * the documents (knowledge_bases.view_documentknowledge) and by one who may not.
 */
describe("the tasks of documents", () => {
  let api: TestApi;
  let adminToken: string;
  let textId: number;
  let documentId: number;
  let withDocuments: string;
  let withoutDocuments: string;
  const DOCUMENT_NAME = "Contrat de délégation confidentiel";

  const ended = async (knowledgeBase: number) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${knowledgeBase}`, {
        token: adminToken,
      });
      const results = tasks.body.results as Task[];
      if (results.length > 0 && results.every((task) => task.finished_at !== null)) return results;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The tasks of knowledge base ${knowledgeBase} did not end`);
  };
  const tasksOf = async (knowledgeBase: number) =>
    (await ended(knowledgeBase)).map((task) => task.id);

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine, taskPollIntervalMs: 50 });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const account = await createAccountViaApi(api, adminToken, "Mairie de Brest");
    const text = await api.request("POST", "/api/text_knowledge_bases/", {
      token: adminToken,
      json: { account, name: "Horaires", value: "La mairie ouvre à 9 h." },
    });
    const form = new FormData();
    form.append("name", DOCUMENT_NAME);
    form.append("account", String(account));
    form.append("document", new File(["Clauses."], "contrat.txt", { type: "text/plain" }));
    const document = await api.request("POST", "/api/document_knowledge_bases/", {
      token: adminToken,
      body: form,
    });
    expect([text.status, document.status]).toEqual([201, 201]);
    textId = text.body.id;
    documentId = document.body.id;
    await ended(textId);
    await ended(documentId);
    // A new embedding model queues an embedding of each knowledge base of the account.
    const changed = await api.request("PATCH", `/api/accounts/${account}/`, {
      token: adminToken,
      json: { embedding_model: "text-embedding-3-small" },
    });
    expect(changed.status).toBe(200);
    expect(await tasksOf(textId)).toHaveLength(2);
    expect(await tasksOf(documentId)).toHaveLength(2);
    const reader = [PERMISSION.viewBot, PERMISSION.changeBot];
    withoutDocuments = (
      await insertUserWithToken(api, { accounts: [account], permissions: reader })
    ).token;
    withDocuments = (
      await insertUserWithToken(api, {
        accounts: [account],
        permissions: [...reader, PERMISSION.viewDocumentknowledge],
      })
    ).token;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("are listed and read by a user who may see documents", async () => {
    const list = await api.request("GET", "/api/tasks/", { token: withDocuments });
    expect(list.status).toBe(200);
    const listed = (list.body.results as Task[]).map((task) => task.knowledge_base_name);
    expect(listed).toEqual([DOCUMENT_NAME, "Horaires", DOCUMENT_NAME, "Horaires"]);
    const [embedding] = await tasksOf(documentId);
    const read = await api.request("GET", `/api/tasks/${embedding}/`, { token: withDocuments });
    expect(read.body).toMatchObject({ kind: "embed", knowledge_base_name: DOCUMENT_NAME });
  });

  it("show nothing of a document to a user who may not see documents, its name included", async () => {
    const list = await api.request("GET", "/api/tasks/", { token: withoutDocuments });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect((list.body.results as Task[]).map((task) => task.knowledge_base)).toEqual([
      textId,
      textId,
    ]);
    expect(JSON.stringify(list.body)).not.toContain(DOCUMENT_NAME);
    const filtered = await api.request("GET", `/api/tasks/?knowledge_base=${documentId}`, {
      token: withoutDocuments,
    });
    expect(filtered.body).toMatchObject({ count: 0, results: [] });
    for (const task of await tasksOf(documentId)) {
      const read = await api.request("GET", `/api/tasks/${task}/`, { token: withoutDocuments });
      expect(read.status).toBe(404);
      const retried = await api.request("POST", `/api/tasks/${task}/retry/`, {
        token: withoutDocuments,
      });
      expect(retried.status).toBe(404);
      expect(JSON.stringify([read.body, retried.body])).not.toContain(DOCUMENT_NAME);
    }
    const ingestion = (await ended(textId)).find((task) => task.status === "failed");
    const retried = await api.request("POST", `/api/tasks/${ingestion?.id}/retry/`, {
      token: withoutDocuments,
    });
    expect(retried.status).toBe(200);
  });

  it("keep a deleted document's tasks, and its name, from a user who may not see documents", async () => {
    const deleted = await api.request("POST", "/api/document_knowledge_bases/delete_multi", {
      token: adminToken,
      json: { ids: [documentId] },
    });
    expect(deleted.status).toBe(204);
    const shown = await api.request("GET", "/api/tasks/", { token: withDocuments });
    const orphans = (shown.body.results as Task[]).filter((task) => task.knowledge_base === null);
    expect(orphans.map((task) => task.knowledge_base_name)).toEqual([DOCUMENT_NAME, DOCUMENT_NAME]);
    const hidden = await api.request("GET", "/api/tasks/", { token: withoutDocuments });
    expect(hidden.body.count).toBe(2);
    expect(JSON.stringify(hidden.body)).not.toContain(DOCUMENT_NAME);
    for (const orphan of orphans) {
      const read = await api.request("GET", `/api/tasks/${orphan.id}/`, {
        token: withoutDocuments,
      });
      expect(read.status).toBe(404);
    }
  });

  it("are told apart as well among the tasks queued before the upgrade", async () => {
    const before = await api.request("GET", "/api/tasks/", { token: withDocuments });
    const migration = (await loadMigrations()).find((entry) => entry.name === KIND_MIGRATION);
    expect(migration, KIND_MIGRATION).toBeDefined();
    await api.db.query("ALTER TABLE tasks DROP COLUMN knowledge_base_type");
    await api.db.query(migration?.sql ?? "");

    expect((await api.request("GET", "/api/tasks/", { token: withDocuments })).body).toEqual(
      before.body,
    );
    const hidden = await api.request("GET", "/api/tasks/", { token: withoutDocuments });
    expect((hidden.body.results as Task[]).map((task) => task.knowledge_base)).toEqual([
      textId,
      textId,
    ]);
  });
});

/*
 * The tasks screen follows the account chosen in the back-office: the list is asked for with that
 * account, and answers only the tasks of that account, never of one the user is not a member of.
 */
describe("the tasks of one account", () => {
  let api: TestApi;
  let adminToken: string;

  const textIn = async (account: number, name: string) => {
    const created = await api.request("POST", "/api/text_knowledge_bases/", {
      token: adminToken,
      json: { account, name, value: "La mairie ouvre à 9 h." },
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const listed = (query: string, token = adminToken) =>
    api.request<{ count: number; results: Task[] }>("GET", `/api/tasks/${query}`, { token });

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine, runTasks: false });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lists the tasks of the account asked for, within the user's accounts", async () => {
    const lyon = await createAccountViaApi(api, adminToken, "Lyon");
    const nantes = await createAccountViaApi(api, adminToken, "Nantes");
    const lyonBase = await textIn(lyon, "Horaires de Lyon");
    const nantesBase = await textIn(nantes, "Horaires de Nantes");

    const ofLyon = await listed(`?account=${lyon}`);
    expect(ofLyon.status).toBe(200);
    expect(
      ofLyon.body.results.map((task) => [task.knowledge_base, task.knowledge_base_name]),
    ).toEqual([[lyonBase, "Horaires de Lyon"]]);
    expect(ofLyon.body.count).toBe(1);
    const ofNantes = await listed(`?account=${nantes}&status=pending`);
    expect(ofNantes.body.results.map((task) => task.knowledge_base)).toEqual([nantesBase]);

    const nantais = await insertUserWithToken(api, {
      accounts: [nantes],
      permissions: [PERMISSION.viewBot],
    });
    expect((await listed(`?account=${lyon}`, nantais.token)).body).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await listed(`?account=${nantes}`, nantais.token)).body.count).toBe(1);

    const unreadable = await listed("?account=lyon");
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toEqual({ account: ["A valid integer is required."] });
  });
});
