import { NO_VECTOR_STORE_FAILURE, vectorStoreAvailable } from "@org/knowledge";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountViaApi, createSignedInUser, credentialsOf } from "../../testing/fixtures";
import { settledTask } from "../../testing/knowledge-checks";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

const HOURS = "La piscine Lucie-Aubrac ouvre du mardi au dimanche, de 9 heures à 19 heures.";
const FIRST_PRICES = "L'entrée de la piscine coûte 4 euros, 2 euros pour les enfants.";
const NEW_PRICES = "L'entrée de la piscine coûte 5 euros, 3 euros pour les enfants.";

function guide(prices: string): string {
  return `# Guide de la piscine\n\n## Horaires\n\n${HOURS}\n\n## Tarifs\n\n${prices}\n`;
}

function markdownFile(content: string, name: string): File {
  return new File([content], name, { type: "text/markdown" });
}

/** The upload limit of this test's server, so that a file past it is cheap to send. */
const MAX_UPLOAD_BYTES = 64 * 1024;

/*
 * A document knowledge base given a new version of its file: read again by a task, the passages
 * that did not change kept with their vectors, the assistants answering from the new text; a
 * file that cannot be read refused with the reasons of a first upload, the old one kept.
 */
describe("replacing the file of a document knowledge base", () => {
  let api: TestApi;
  let provider: OpenAiCompatibleServer;
  let token: string;
  let accountId: number;
  let documentId: number;
  let botId: number;
  let withVectors: boolean;

  const replace = (file: File, as = token, id = documentId) => {
    const form = new FormData();
    form.append("document", file);
    return api.request("PUT", `/api/document_knowledge_bases/${id}/file/`, {
      token: as,
      body: form,
    });
  };
  const tasksOf = async () =>
    (await api.request("GET", `/api/tasks/?knowledge_base=${documentId}`, { token })).body
      .results as { id: number; status: string }[];
  /** The chunk holding `text`, with its vector from the account's model (null without one). */
  const chunkHolding = async (text: string) => {
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT id::text FROM knowledge_chunks WHERE knowledge_base_id = $1 AND content LIKE $2",
      [documentId, `%${text}%`],
    );
    const id = rows[0]?.id;
    if (id === undefined) return undefined;
    if (!withVectors) return { id, vector: null };
    const vectors = await api.db.query<{ vector: string }>(
      "SELECT embedding::text AS vector FROM knowledge_chunk_embeddings WHERE chunk_id = $1",
      [id],
    );
    return { id, vector: vectors.rows[0]?.vector ?? null };
  };
  const passagesFor = async (question: string) => {
    const session = await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } });
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session.body), message: question },
    });
    expect(answer.status).toBe(200);
    return (answer.body.links as { chunk: string }[]).map((link) => link.chunk).join("\n");
  };

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    api = await startTestApi({
      config: { maxUploadBytes: MAX_UPLOAD_BYTES },
      taskPollIntervalMs: 100,
    });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    withVectors = await vectorStoreAvailable(api.db);
    const account = await api.request("POST", "/api/accounts/", {
      token,
      json: {
        name: "Piscines",
        openai_api_key: "sk-replacement-0123456789",
        openai_base_url: provider.baseUrl,
        embedding_model: "hash-embed-1",
      },
    });
    accountId = account.body.id;
    const form = new FormData();
    form.append("name", "Guide de la piscine");
    form.append("account", String(accountId));
    form.append("document", markdownFile(guide(FIRST_PRICES), "guide.md"));
    const created = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(created.status).toBe(201);
    documentId = created.body.id;
    const [first] = await tasksOf();
    expect((await settledTask(api.url, token, first?.id ?? 0)).status).toBe("succeeded");
    const bot = await api.request("POST", "/api/bots/", {
      token,
      json: { account: accountId, name: "Accueil piscine", document_knowledges: [documentId] },
    });
    botId = bot.body.id;
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  it("reads the new file in a task: answers follow it, an unchanged passage keeps its vector", async () => {
    const hoursBefore = await chunkHolding(HOURS);
    expect(hoursBefore).toBeDefined();
    if (withVectors) expect(hoursBefore?.vector).not.toBeNull();
    expect(await passagesFor("Combien coûte l'entrée de la piscine ?")).toContain("4 euros");

    const replaced = await replace(markdownFile(guide(NEW_PRICES), "guide-2026.md"));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: documentId,
      name: "Guide de la piscine",
      file_name: "guide-2026.md",
      size: Buffer.byteLength(guide(NEW_PRICES)),
      content_type: "text/markdown",
    });
    const [latest, first] = await tasksOf();
    expect(first?.status).toBe("succeeded");
    const reading = await settledTask(api.url, token, latest?.id ?? 0);
    expect(reading).toMatchObject({ status: "succeeded", trigger: "content" });
    const task = await api.request("GET", `/api/tasks/${latest?.id}/`, { token });
    // Without pgvector on the server, the passages are searched by words, and the task says so.
    expect(task.body).toMatchObject({
      kind: "document_ingest",
      errors: withVectors ? [] : [{ url: "", message: NO_VECTOR_STORE_FAILURE }],
    });

    const passages = await passagesFor("Combien coûte l'entrée de la piscine ?");
    expect(passages).toContain("5 euros");
    expect(passages).not.toContain("4 euros");
    expect(await chunkHolding(FIRST_PRICES)).toBeUndefined();
    // The passage on the hours did not change: the same chunk, with the same vector.
    expect(await chunkHolding(HOURS)).toEqual(hoursBefore);
    const file = await api.request("GET", `/api/document_knowledge_bases/${documentId}/file/`, {
      token,
    });
    expect(file.headers.get("content-disposition")).toContain("guide-2026.md");
  });

  it("refuses a file it cannot read as a first upload does, and keeps the old one", async () => {
    const before = (
      await api.request("GET", `/api/document_knowledge_bases/${documentId}/`, { token })
    ).body;
    const tasksBefore = await tasksOf();

    const empty = await replace(markdownFile("", "vide.md"));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ document: ["The submitted file is empty."], code: "empty" });

    const image = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
      "photo.png",
      {
        type: "image/png",
      },
    );
    const unsupported = await replace(image);
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.code).toBe("unsupported_type");

    const tooLarge = await replace(markdownFile("a".repeat(MAX_UPLOAD_BYTES + 1), "long.md"));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe("too_large");

    const noFile = await api.request("PUT", `/api/document_knowledge_bases/${documentId}/file/`, {
      token,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toHaveProperty("document");

    const after = await api.request("GET", `/api/document_knowledge_bases/${documentId}/`, {
      token,
    });
    expect(after.body).toEqual(before);
    expect(await tasksOf()).toEqual(tasksBefore);
    expect(await passagesFor("Combien coûte l'entrée de la piscine ?")).toContain("5 euros");
  });

  it("takes the right to change documents, and only for a document of one's accounts", async () => {
    const reader = await createSignedInUser(api, token, {
      accounts: [accountId],
      permissions: ["knowledge_bases.view_documentknowledge", "bots.view_bot"],
      prefix: "lecteur",
    });
    const readOnly = await replace(markdownFile(guide(FIRST_PRICES), "guide.md"), reader.token);
    expect(readOnly.status).toBe(403);

    const otherAccount = await createAccountViaApi(api, token, "Autre mairie");
    const outsider = await createSignedInUser(api, token, {
      accounts: [otherAccount],
      permissions: ["knowledge_bases.view_documentknowledge", "bots.change_bot"],
      prefix: "voisin",
    });
    const elsewhere = await replace(markdownFile(guide(FIRST_PRICES), "guide.md"), outsider.token);
    expect(elsewhere.status).toBe(404);

    const notADocument = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { account: accountId, name: "Note", value: "Un texte." },
    });
    const textBase = await replace(
      markdownFile(guide(FIRST_PRICES), "guide.md"),
      token,
      notADocument.body.id,
    );
    expect(textBase.status).toBe(404);

    const file = await api.request("GET", `/api/document_knowledge_bases/${documentId}/file/`, {
      token,
    });
    expect(file.headers.get("content-disposition")).toContain("guide-2026.md");
  });
});
