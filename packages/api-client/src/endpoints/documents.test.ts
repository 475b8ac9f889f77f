import { describe, expect, it } from "vitest";
import { documentJson, paged } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  DOCUMENT_FAILURES,
  deleteDocumentKnowledgeBases,
  documentFailure,
  documentRefusalLimit,
  getBotDocuments,
  getDocumentKnowledgeBase,
  listDocumentKnowledgeBases,
  replaceDocumentFile,
  updateDocumentKnowledgeBase,
  uploadDocument,
} from "./documents";

const context = setUpTestContext();

describe("document knowledge bases", () => {
  it("lists from GET /api/document_knowledge_bases/ with filters, mapped", async () => {
    context.server.respond("GET", "/api/document_knowledge_bases/", {
      json: paged([documentJson(2)]),
    });
    const page = await listDocumentKnowledgeBases(context.client, { search: "guide" });
    expect(context.server.onlyRequest().query).toEqual({ search: "guide" });
    expect(page.results[0]).toMatchObject({
      id: 2,
      type: "document",
      value: "https://files.example.org/2.pdf",
      createdAt: new Date("2026-01-02T10:00:00Z"),
    });
  });

  it("reads one from GET /api/document_knowledge_bases/{id}/", async () => {
    context.server.respond("GET", "/api/document_knowledge_bases/2/", { json: documentJson(2) });
    await expect(getDocumentKnowledgeBase(context.client, 2)).resolves.toMatchObject({
      size: 1234,
    });
  });

  it("uploads multipart name and document with POST /api/document_knowledge_bases/", async () => {
    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 201,
      json: documentJson(6),
    });
    const document = new File(["# Guide\nBonjour"], "guide.md", { type: "text/markdown" });
    await uploadDocument(context.client, { name: "Guide", document });
    const request = context.server.onlyRequest();
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.form).toEqual({
      name: "Guide",
      document: { filename: "guide.md", type: "text/markdown", content: "# Guide\nBonjour" },
    });
  });

  it("replaces the file with a multipart PUT /api/document_knowledge_bases/{id}/file/", async () => {
    context.server.respond("PUT", "/api/document_knowledge_bases/6/file/", {
      json: documentJson(6),
    });
    const document = new File(["# Guide\nBonsoir"], "guide-v2.md", { type: "text/markdown" });
    await expect(replaceDocumentFile(context.client, { id: 6, document })).resolves.toMatchObject({
      id: 6,
      type: "document",
    });
    const request = context.server.onlyRequest();
    expect(request.method).toBe("PUT");
    expect(request.form).toEqual({
      document: { filename: "guide-v2.md", type: "text/markdown", content: "# Guide\nBonsoir" },
    });
  });

  it("reads the limit a refused upload went past, and says it in French", async () => {
    const refusal = async (body: unknown) => {
      context.server.respond("POST", "/api/document_knowledge_bases/", { status: 400, json: body });
      const document = new File(["%PDF"], "bombe.pdf", { type: "application/pdf" });
      return uploadDocument(context.client, { name: "Bombe", document }).catch(
        (error: unknown) => error,
      );
    };
    const limit = { kind: "expanded_size", value: 64 * 1024 * 1024 };
    const refused = await refusal({ document: ["Too large."], code: "too_large", limit });
    expect(documentRefusalLimit(refused)).toEqual(limit);
    expect(documentFailure("too_large", documentRefusalLimit(refused))).toBe(
      "Document trop volumineux une fois décompressé (plus de 64\u00a0Mo).",
    );
    const plain = await refusal({ document: ["Damaged."], code: "unreadable" });
    expect(documentRefusalLimit(plain)).toBeUndefined();
    expect(documentFailure("unreadable", documentRefusalLimit(plain))).toBe(
      DOCUMENT_FAILURES.unreadable,
    );
    const unknown = await refusal({ document: ["?"], code: "too_large", limit: { kind: "x" } });
    expect(documentRefusalLimit(unknown)).toBeUndefined();
  });

  it("updates with PATCH /api/document_knowledge_bases/{id}/", async () => {
    context.server.respond("PATCH", "/api/document_knowledge_bases/6/", { json: documentJson(6) });
    await updateDocumentKnowledgeBase(context.client, 6, { name: "Guide 2" });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      body: { name: "Guide 2" },
    });
  });

  it("deletes several with POST /api/document_knowledge_bases/delete_multi {ids}", async () => {
    context.server.respond("POST", "/api/document_knowledge_bases/delete_multi", { status: 204 });
    await deleteDocumentKnowledgeBases(context.client, [6, 7]);
    expect(context.server.onlyRequest()).toMatchObject({ method: "POST", body: { ids: [6, 7] } });
  });

  it("loads a bot's documents in order, with null for one that fails (logged)", async () => {
    context.server.respond("GET", "/api/document_knowledge_bases/2/", { json: documentJson(2) });
    context.server.respond("GET", "/api/document_knowledge_bases/3/", {
      status: 404,
      json: { detail: "Not found." },
    });
    const documents = await getBotDocuments(context.client, [3, 2]);
    expect(documents.map((document) => document?.id ?? null)).toEqual([null, 2]);
    expect(context.logger.entries.map((entry) => entry.message)).toContain(
      "Loading document 3 of the bot failed",
    );
  });
});
